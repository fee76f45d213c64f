import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';

interface ListedProduct {
  id: number;
  name: string;
  sizes?: string[];
}

interface ProductVariants {
  variants: { colour: string | null }[];
}

/**
 * A product on sale with sizes in stock and no colours (the seeded catalog has several): other journeys add
 * products in colours, where a size alone may name a sold-out colour.
 */
async function productWithSizes(request: APIRequestContext) {
  const res = await request.get('/api/products?limit=100&in_stock=true');
  const products = (await res.json()) as ListedProduct[];
  for (const product of products.filter((p) => (p.sizes ?? []).length > 1)) {
    const detail = (await (
      await request.get(`/api/product/${product.id}`)
    ).json()) as ProductVariants;
    if (detail.variants.every((v) => v.colour === null)) return product;
  }
  throw new Error('The seeded catalog has no product with sizes and no colours');
}

// Every page is rendered on a first visit; on a shared 2-core machine that takes its time.
test.slow();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, price, photo, sizes and size guide, and its form adds to the cart', async ({
    page,
    request,
    context,
  }) => {
    const product = await productWithSizes(request);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(/KSh [\d,]+/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();
    const sizes = page.getByRole('group', { name: /Size/ });
    await expect(sizes.getByRole('radio')).not.toHaveCount(0);

    // The size guide opens and closes by the browser's own invoker commands.
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: /^Size guide: / });
    await expect(guide).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();

    const size = product.sizes?.[0] ?? '';
    await sizes.getByText(size, { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?cart=added$`));
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'mavazi_cart_add');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '[]'))).toEqual([
      expect.objectContaining({ productId: product.id, quantity: 1 }),
    ]);
  });

  test('the shop page lists products of the category in the address', async ({ page }) => {
    await page.goto('/products?category=Women');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});

test('server-rendered pages hydrate without errors', async ({ page, request }) => {
  const product = await productWithSizes(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  for (const path of [
    '/',
    '/products',
    '/about',
    '/cart',
    '/checkout',
    '/login',
    '/register?redirect=/checkout',
    '/password-reset-request',
    '/order-tracking?order=ORD-000001',
    '/wishlist',
    '/orders/lookup',
    `/product/${product.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: the size picker answers a click with the script's own state.
  await page
    .getByRole('group', { name: /Size/ })
    .getByText(product.sizes?.[0] ?? '', { exact: true })
    .click();
  await expect(page.getByRole('group', { name: /Size/ })).toContainText(
    `: ${product.sizes?.[0] ?? ''}`,
  );
  expect(errors).toEqual([]);
});
