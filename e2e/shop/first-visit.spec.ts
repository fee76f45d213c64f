import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { createProduct, registerShopper, shopperToken } from '../support/api';
import { expect, test } from '../support/test';
import { collectScripts, loadedZod } from '../support/scripts';
import { closeToasts, expectToast, productCard } from '../support/ui';

/** A page opened in a new browser context (a first visit), with the scripts it loaded until the network was idle. */
async function firstVisit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = collectScripts(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { context, page, scripts };
}

/**
 * Gzipped JavaScript a first visit may download, per page (issue 30). The target is 100 KB; React DOM,
 * React Router, TanStack Query and i18next alone are about 110 KB (docs/benchmarks.md; Preact instead of React
 * DOM was measured and declined in decision 061), so this guard holds what is reached and fails on any growth.
 */
const BUDGET_KB: Record<string, number> = { '/': 154, '/products': 156, '/product/1': 159 };

// Validation and form libraries, admin code and the API docs stay out of a guest's first pages (issue 16's
// budget), and each page stays within its gzipped JavaScript budget.
test('a first visit to the landing, shop and product pages loads no zod, forms or admin code', async ({
  browser,
}) => {
  const measured: string[] = [];
  for (const [path, budget] of Object.entries(BUDGET_KB)) {
    const { context, scripts } = await firstVisit(browser, path);
    expect(scripts.size, path).toBeGreaterThan(0);
    let gzipped = 0;
    for (const [url, body] of scripts) {
      const bytes = await body;
      const text = bytes.toString('utf8');
      expect(text.includes('ZodError'), `${path} loaded zod in ${url}`).toBe(false);
      // react-hook-form's option names survive minification.
      expect(text.includes('shouldUnregister'), `${path} loaded react-hook-form in ${url}`).toBe(
        false,
      );
      expect(url, path).not.toMatch(/\/assets\/(admin-app|swagger)/);
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    const kb = gzipped / 1024;
    measured.push(`${path}: ${kb.toFixed(1)} KB gzipped in ${scripts.size} scripts`);
    console.log(
      `first visit ${path}: ${kb.toFixed(1)} KB gzipped JavaScript (budget ${budget} KB)`,
    );
    expect(kb, `${path} downloads ${kb.toFixed(1)} KB of gzipped JavaScript`).toBeLessThanOrEqual(
      budget,
    );
    await context.close();
  }
  test
    .info()
    .annotations.push({ type: 'first-visit JavaScript', description: measured.join('; ') });
});

// On a slow connection the photos a page leads with get it to themselves; the app's scripts follow (decision 051).
test('the shop, landing and product pages ask for their scripts once their leading photos have loaded', async ({
  browser,
}) => {
  for (const path of ['/', '/products', '/product/1']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') events.push(`photo ${request.url()}`);
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) events.push('app');
    });
    await page.goto(path);
    const leading = await page
      .locator('img[fetchpriority="high"]')
      .evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.currentSrc));
    expect(leading.length, path).toBeGreaterThan(0);
    const app = events.indexOf('app');
    expect(app, path).toBeGreaterThan(0);
    for (const src of leading) {
      const loaded = events.indexOf(`photo ${src}`);
      expect(loaded, `${path}: ${src}`).toBeGreaterThanOrEqual(0);
      expect(loaded, `${path}: ${src} loaded before the app was asked for`).toBeLessThan(app);
    }
    // Each script once: the start script's preloads and the entry are the same requests.
    expect(new Set(scripts).size, path).toBe(scripts.length);
    // And the app then runs: the page hydrated (page.goto waits for it).
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    await context.close();
  }
});

// The information pages are server-rendered text: the returns policy lists the reasons without loading the
// schemas they come from.
test('the information pages load no zod', async ({ browser }) => {
  for (const path of ['/about', '/contact', '/delivery', '/returns', '/privacy', '/terms']) {
    const { context, scripts } = await firstVisit(browser, path);
    expect(await loadedZod(scripts), `${path} loaded zod`).toBe(false);
    await context.close();
  }
});

// Checkout's first paint is the server's (its heading); zod, a long task on a slow phone, waits for the form.
test('checkout arrives with its heading and loads its checks when the shopper reaches the form', async ({
  page,
  request,
}) => {
  const product = await createProduct(request, { price: 900, inventory: 3 });
  await page.goto('/products');
  await page.getByLabel('Search products').fill(product.name);
  await productCard(page, product.name).getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Product added to cart!');
  await closeToasts(page);

  const html = await (await request.get('/checkout')).text();
  expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
  const scripts = collectScripts(page);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByLabel('Full name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await loadedZod(scripts), 'zod before the form was used').toBe(false);

  await form.getByLabel('Email', { exact: true }).fill('not-an-email');
  await form.getByLabel('Email', { exact: true }).blur();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  expect(await loadedZod(scripts), 'zod once the form was used').toBe(true);
});

// The account pages a shopper opens from a mail or a text on a slow phone render without zod too.
test('the sign-in, sign-up, password reset and tracking pages load their checks when a form is used', async ({
  browser,
}) => {
  for (const path of ['/register', '/password-reset-request', '/order-tracking', '/login']) {
    const { context, page, scripts } = await firstVisit(browser, path);
    expect(await loadedZod(scripts), `${path} loaded zod before its form was used`).toBe(false);
    if (path === '/login') {
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      expect(await loadedZod(scripts), 'zod once the form was used').toBe(true);
    }
    await context.close();
  }
});

// The signed-in pages stay client-rendered; their forms' checks still wait until a form is used.
test('the profile and support pages load their checks when a form is used', async ({
  page,
  request,
}) => {
  const token = await shopperToken(request, await registerShopper(request));
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  for (const path of ['/support', '/profile']) {
    const scripts = collectScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadedZod(scripts), `${path} loaded zod before a form was used`).toBe(false);
    if (path === '/profile') {
      const form = page.getByRole('form', { name: 'Change your password' });
      await form.getByLabel('Current password').fill('whatever-it-was');
      await form.getByLabel('New password', { exact: true }).fill('a-new-password-1');
      await form.getByLabel('Confirm new password').fill('another-password-2');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(form.getByText('Passwords do not match')).toBeVisible();
      expect(await loadedZod(scripts), 'zod once the form was used').toBe(true);
    }
    page.removeAllListeners('response');
  }
});
