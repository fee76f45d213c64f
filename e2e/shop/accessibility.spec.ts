import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, placeOrder, registerShopper, shopperToken } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';

/** A page is checked once its heading is there and its loading placeholders are gone. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
}

const GUEST_PAGES = [
  '/',
  '/products',
  '/cart',
  '/wishlist',
  '/order-tracking',
  '/order-confirmation',
  '/support',
  '/register',
  '/login',
  '/password-reset-request',
  '/about',
  '/contact',
  '/delivery',
  '/returns',
  '/privacy',
  '/terms',
  '/no-such-page',
  '/product/987654321',
];

/** Time for one page to load, settle and pass axe on a busy two-core machine; each test has that per page. */
const PER_PAGE_MS = 25_000;

const SHOPPER_PAGES = [
  '/checkout',
  '/my-orders',
  '/order-tracking',
  '/order-confirmation',
  '/profile',
];

test.describe('axe finds no violations on any shopper page', () => {
  for (const width of [1280, 375]) {
    test(`as a guest at ${width} px`, async ({ page, request }) => {
      test.setTimeout(PER_PAGE_MS * (GUEST_PAGES.length + 1));
      await page.setViewportSize({ width, height: 800 });
      const product = await createProduct(request, { category: 'Women' });
      for (const path of [...GUEST_PAGES, `/product/${product.id}`]) {
        await page.goto(path);
        await settled(page);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      }
    });
  }

  test('as a signed-in shopper with an order and a full cart', async ({ page, request }) => {
    test.setTimeout(PER_PAGE_MS * (SHOPPER_PAGES.length + 4));
    const shopper = await registerShopper(request);
    const token = await shopperToken(request, shopper);
    const product = await createProduct(request, { price: 1500 });
    const order = await placeOrder(request, shopper, product);
    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('access_token', t), token);

    await page.goto(`/product/${product.id}`);
    await settled(page);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expectNoAxeViolations(page, 'product page with a toast');
    for (const path of ['/cart', ...SHOPPER_PAGES, `/order-tracking?order=${order.order_number}`]) {
      await page.goto(path);
      await settled(page);
      await expectNoAxeViolations(page, path);
    }
  });
});
