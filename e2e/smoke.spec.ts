import { expect, test } from '@playwright/test';

test('the shop serves its page and its API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page).toHaveTitle(/Mavazi/);
});
