import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** The product names on the shop page, in order. */
function cardNames(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
}

test.describe('shop page', () => {
  test('pages of 24 with the total; page, sort and filters survive a reload and back/forward', async ({
    page,
    request,
  }) => {
    const all = await request.get('/api/products?limit=1');
    const total = Number(all.headers()['x-total-count']);
    expect(total).toBeGreaterThan(24);

    await page.goto('/products');
    await expect(cardNames(page)).toHaveCount(24);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
      `Showing 1–24 of ${total} products`,
    );
    const firstPage = await cardNames(page).allTextContents();

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(cardNames(page).first()).not.toHaveText(firstPage[0] ?? '');
    const secondPage = await cardNames(page).allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    await page.reload();
    await expect(cardNames(page)).toHaveText(secondPage);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(cardNames(page)).toHaveText(firstPage);

    await page.getByLabel('Sort by').selectOption('price_asc');
    // A choice is on screen before the next task (not left to a deferred transition), so the box never
    // shows unticked under the click and a quick second choice keeps the first.
    const tickedAtOnce = await page.getByLabel('In stock only').evaluate(async (box) => {
      (box as HTMLInputElement).click();
      for (let i = 0; i < 100; i++) await Promise.resolve();
      return (box as HTMLInputElement).checked;
    });
    expect(tickedAtOnce).toBe(true);
    await page.getByLabel('Max price (KES)').fill('3000');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price_asc&max_price=3000&in_stock=true/);
    const api = await request.get(
      '/api/products?sort=price_asc&max_price=3000&in_stock=true&limit=24',
    );
    // A card's heading tells a screen reader that a product with a "was" price is on sale.
    const expected = (
      (await api.json()) as Array<{ name: string; price: number; compare_at_price: number | null }>
    ).map((p) => (p.compare_at_price === null ? p.name : `${p.name}, on sale`));
    expect(expected.length).toBeGreaterThan(0);
    await expect(cardNames(page)).toHaveText(expected);

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByLabel('In stock only')).toBeChecked();
    await expect(page.getByLabel('Max price (KES)')).toHaveValue('3000');
    await expect(cardNames(page)).toHaveText(expected);

    await page.getByLabel('Search products').fill('no such garment anywhere');
    await expect(page.getByText('No products available')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
    await expect(page.getByLabel('Search products')).toHaveValue('');
    await expect(cardNames(page)).toHaveCount(24);
  });
});
