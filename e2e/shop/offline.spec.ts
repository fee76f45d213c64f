import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, newShopper, registerShopper, shopperToken } from '../support/api';
import { closeToasts, expectToast, fillCheckout } from '../support/ui';

const OFFLINE_BANNER = /You are offline\. .*Checkout needs a connection\./;

/** Waits until the service worker is installed, active and in control of the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** True once the image has loaded and decoded (a broken photo fails to decode). */
async function photoShows(page: Page): Promise<boolean> {
  const photo = page.getByRole('main').locator('img').first();
  await expect(photo).toBeVisible();
  return photo.evaluate((img: HTMLImageElement) =>
    img.decode().then(
      () => img.naturalWidth > 0,
      () => false,
    ),
  );
}

test.describe('offline and flaky networks', () => {
  // Each test loads the shop several times, on and offline, on a shared 2-core machine.
  test.describe.configure({ timeout: 180_000 });
  test('the shop installs: manifest with name, icons, theme colour, start URL and standalone display', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(href ?? '');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      short_name: 'Mavazi',
      start_url: '/',
      display: 'standalone',
      theme_color: '#b45309',
    });
    expect(manifest.name).toContain('Mavazi');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toBe('image/png');
    }
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#b45309');
    await waitForServiceWorker(page);
  });

  test('offline: banner, pages and the product photo seen before open, an unseen page gets the error page with Retry', async ({
    page,
    context,
    request,
  }) => {
    const product = await createProduct(request, { name: `Offline Kitenge ${Date.now()}` });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await photoShows(page)).toBe(true);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    // The worker itself has no network either: a catalog read it never kept fails.
    const unseenRead = await page.evaluate(() =>
      fetch(`/api/products?limit=1&search=never-seen-${Date.now()}`).then(
        (r) => r.status,
        () => 'failed',
      ),
    );
    expect(unseenRead).toBe('failed');

    // The product page, its data and its photo come back from the worker's caches.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await photoShows(page)).toBe(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

    // The landing page, seen before the worker took over, opens too.
    await page.getByRole('link', { name: 'Mavazi' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Culture, Style, And Fashion' }),
    ).toBeVisible();

    // A page never opened cannot load offline: the shop's own error page, never a developer message.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(page.getByText('You are offline: connect to the internet')).toBeVisible();
    await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  });

  test("the cart changes offline and reaches the shopper's account when the connection is back", async ({
    page,
    context,
    request,
  }) => {
    const product = await createProduct(request, {
      name: `Offline Kikoi ${Date.now()}`,
      inventory: 9,
    });
    const token = await shopperToken(request, await registerShopper(request));
    const savedQuantity = async () => {
      const response = await request.get('/api/cart', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const cart = (await response.json()) as {
        items: Array<{ product_id: number; quantity: number }>;
      };
      return cart.items.find((line) => line.product_id === product.id)?.quantity ?? 0;
    };

    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('access_token', value), token);
    await waitForServiceWorker(page);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect.poll(savedQuantity).toBe(1);
    await page.goto('/cart');
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${product.name}` });
    await expect(quantity).toHaveValue('1');

    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await page.getByRole('button', { name: `Increase Quantity of ${product.name}` }).click();
    await page.getByRole('button', { name: `Increase Quantity of ${product.name}` }).click();
    await expect(quantity).toHaveValue('3');
    // Kept on the phone across a reload while offline.
    await page.reload();
    await expect(quantity).toHaveValue('3');
    expect(await savedQuantity()).toBe(1);

    const synced = page.waitForResponse(
      (response) => response.url().endsWith('/api/cart') && response.request().method() === 'PUT',
    );
    await context.setOffline(false);
    expect((await synced).status()).toBe(200);
    await expect.poll(savedQuantity).toBe(3);
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  });

  test.describe('a flaky network at checkout', () => {
    // Requests the worker answers are out of the test's reach: the page fetches them itself here.
    test.use({ serviceWorkers: 'block' });

    test("the form's checks, loaded when the shopper reaches it, fail as a network error and load on the next try", async ({
      page,
      request,
    }) => {
      const product = await createProduct(request, {
        name: `Flaky Shuka ${Date.now()}`,
        price: 700,
        inventory: 5,
      });
      const guest = newShopper('flaky');
      let refused = 0;
      await page.route('**/assets/checkout-form-schema-*.js', async (route) => {
        refused += 1;
        await route.abort('internetdisconnected');
      });
      await page.goto(`/product/${product.id}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
      await expectToast(page, 'Product added to cart!');
      await closeToasts(page);
      await page.goto('/checkout');
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      const form = page.getByRole('form', { name: 'Checkout' });
      await form.getByLabel('Full name').fill('Njeri Kamau');
      await form.getByLabel('Email', { exact: true }).fill(guest.email);
      await form.getByLabel('Mobile number').fill('0712 345 678');
      await fillCheckout(page, {
        county: 'Nairobi',
        town: 'Westlands',
        street: '3 Waiyaki Way',
        payment: 'Pay on delivery',
      });
      await form.getByLabel('Delivery phone').fill('0712 345 678');
      const placeOrder = form.getByRole('button', { name: /^Place order/ });
      await placeOrder.click();
      await expectToast(page, 'Network response was not ok');
      expect(refused).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/checkout$/);

      await page.unroute('**/assets/checkout-form-schema-*.js');
      await closeToasts(page);
      await placeOrder.click();
      await expect(page).toHaveURL(/\/orders\/lookup\?number=ORD-\d+&token=/);
    });
  });

  test.describe('after a new release', () => {
    // The old page's chunk is gone from the server; the worker is kept out so the test can remove it.
    test.use({ serviceWorkers: 'block' });

    test('a chunk that fails to load reloads the page once, which then works', async ({ page }) => {
      let failures = 0;
      await page.route('**/assets/about-page-*.js', async (route) => {
        if (failures === 0) {
          failures += 1;
          await route.fulfill({ status: 404, body: 'gone' });
        } else {
          await route.continue();
        }
      });
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The server-rendered page shows before its script runs: click once the app has taken over.
      await page.waitForLoadState('networkidle');
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
      expect(failures).toBe(1);
      // The reloaded page is server-rendered too: its heading can show before its load event.
      await expect.poll(() => loads).toBe(2);
      expect(page.url()).toMatch(/\/about$/);
      await expect(page.getByText(/Something went wrong|Hey developer/)).toHaveCount(0);
    });

    test('a chunk still missing after the reload shows the error page with Retry, without a loop', async ({
      page,
    }) => {
      let requests = 0;
      await page.route('**/assets/about-page-*.js', async (route) => {
        requests += 1;
        await route.fulfill({ status: 404, body: 'gone' });
      });
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByText(/Hey developer|Unexpected Application Error/)).toHaveCount(0);
      // One reload, no more.
      expect(loads).toBe(2);
      expect(requests).toBeGreaterThanOrEqual(2);

      await page.unroute('**/assets/about-page-*.js');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
      expect(loads).toBe(3);
    });
  });
});
