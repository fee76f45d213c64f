import { test as base, type Page } from '@playwright/test';

/**
 * Waits until the shop's app has rendered or hydrated the page (`<html data-ready>`). Before that a server-
 * rendered page already works as plain HTML (a form posts to the server), which is not what a journey clicking
 * "Add to Cart" means to test. Pages without the app (API answers, the browser's own error page) pass at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-ready'),
    null,
    { timeout: 20_000 },
  );
}

/** Playwright's `test`, with every `page.goto` and `page.reload` waiting for the app when scripts run. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
