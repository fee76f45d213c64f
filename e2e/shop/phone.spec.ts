import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, uniqueSuffix, uploadPhoto } from '../support/api';
import { pngPhoto } from '../support/png-photo';
import { mainNav, productCard } from '../support/ui';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('finding and choosing on a phone (375 px)', () => {
  test('menu, header search with a typo, Filter, category heading, sizes shown, size guide, sticky add to cart', async ({
    page,
    request,
  }) => {
    const name = `Mwangaza Kitenge Dress ${uniqueSuffix()}`;
    const product = await createProduct(request, {
      name,
      category: 'Women',
      price: 2800,
      description: 'A wrap dress for end-to-end tests.',
      variants: [
        { size: 'S', inventory: 0 },
        { size: 'M', inventory: 3 },
      ],
    });

    // The account's pages are in the folded menu, not only in the footer.
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const nav = mainNav(page);
    for (const link of ['My Orders', 'Wishlist', 'Support'])
      await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle menu' }).click();

    // The header's search forgives a typo and says what it searched for.
    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('mwangazza');
    await page.getByRole('searchbox', { name: 'Search the shop' }).press('Enter');
    await expect(page).toHaveURL(/\/products\?q=mwangazza/);
    await expect(page.getByText('Showing results for “mwangaza”')).toBeVisible();
    await expect(productCard(page, name)).toBeVisible();

    // Filters wait behind "Filter", so the products start on the first screen.
    const category = page.getByLabel('Category');
    await expect(category).toBeHidden();
    const card = await productCard(page, name).boundingBox();
    expect(card?.y ?? 9999).toBeLessThan(812);
    await page.getByRole('button', { name: 'Filter' }).click();
    await category.selectOption('Women');
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    // The size filter offers the sizes of what is shown: this dress has M in stock, S sold out.
    const sizes = page.getByLabel('Size', { exact: true });
    await expect(sizes.locator('option', { hasText: /^M$/ })).toHaveCount(1);
    await expect(sizes.locator('option', { hasText: /^11-12Y$/ })).toHaveCount(0);

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The size guide of the category.
    await page.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size guide: Women' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('rowheader', { name: 'M', exact: true })).toBeVisible();
    await guide.getByRole('button', { name: 'Close' }).click();
    await expect(guide).toBeHidden();

    // "Add to Cart" stays at the bottom of the screen.
    const sticky = page.getByTestId('sticky-add-to-cart');
    expect(await sticky.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const box = await sticky.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
  });
});

test.describe('photos on a phone (412 px wide, 1.75 device pixels per CSS pixel)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("a card and the gallery download the phone's copies, never the desktop's 640 and 1280 px ones", async ({
    page,
    request,
  }) => {
    const name = `Picha Kitenge ${uniqueSuffix()}`;
    const product = await createProduct(request, { name, category: 'Women' });
    const photo = await uploadPhoto(request, product.id, pngPhoto(1600, 1200));
    expect(photo.avif_srcset).toMatch(/-480\.avif 480w, .*-960\.avif 960w, .*-1280\.avif 1280w$/);
    // The copy the browser chose, once loaded.
    const chosenCopy = (img: Locator) =>
      expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.currentSrc : '')));

    // A card of the 2-column grid is about 190 px wide: 333 device pixels, so the 480 px copy.
    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    const card = productCard(page, name).locator('img');
    await chosenCopy(card).toMatch(/-480\.avif$/);

    // The gallery spans the screen: 412 px, 721 device pixels, so the 960 px copy.
    await page.goto(`/product/${product.id}`);
    const gallery = page.getByRole('main').getByRole('img', { name, exact: true });
    await chosenCopy(gallery).toMatch(/-960\.avif$/);
  });
});
