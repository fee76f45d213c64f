import { expect, test, type Page } from '@playwright/test';

/** The bodies of the scripts a page loaded, by address. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), response.text());
  });
  return scripts;
}

// Validation and form libraries, admin code and the API docs stay out of a guest's first pages (issue 16's budget).
test('a first visit to the landing, shop and product pages loads no zod, forms or admin code', async ({
  browser,
}) => {
  for (const path of ['/', '/products', '/product/1']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = collectScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.size, path).toBeGreaterThan(0);
    for (const [url, body] of scripts) {
      const text = await body;
      expect(text.includes('ZodError'), `${path} loaded zod in ${url}`).toBe(false);
      // react-hook-form's option names survive minification.
      expect(text.includes('shouldUnregister'), `${path} loaded react-hook-form in ${url}`).toBe(
        false,
      );
      expect(url, path).not.toMatch(/\/assets\/(admin-app|swagger)/);
    }
    await context.close();
  }
});
