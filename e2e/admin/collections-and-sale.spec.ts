import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createProduct, expectProductGone, uniqueSuffix } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { expectToast, mainNav, productCard } from '../support/ui';

/** The demo manager (catalog rights, no staff or settings) signs in to the admin area. */
async function managerLogin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password').fill('mavazi-manager');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** Ticks the rows of the admin product list whose names are given, and returns the bulk bar. */
async function selectProducts(page: Page, names: readonly string[]) {
  const table = page.getByRole('table', { name: 'Products' });
  for (const name of names) await table.getByLabel(`Select ${name}`, { exact: true }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText(`${names.length} selected`);
  return bar;
}

test.describe('collections and sale prices', () => {
  test('a manager files two products in a new collection and puts them on sale by bulk actions, drafts a third; the shop shows the collection, the "was" price and the Sale filter, and hides the draft', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const suffix = uniqueSuffix();
    // "Anniversary" sorts before the demo collections: the menu lists the first few by name.
    const collectionName = `Anniversary ${suffix}`;
    const slug = `anniversary-${suffix}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    const names = [`Sale kanga A ${suffix}`, `Sale kanga B ${suffix}`, `Draft kanga ${suffix}`];
    const created = await Promise.all(
      names.map((name) =>
        createProduct(request, { name, price: 1000, inventory: 6, category: 'Women' }),
      ),
    );

    await managerLogin(page);
    await page.goto('/admin/collections');
    await page.getByRole('button', { name: 'Add collection' }).click();
    const form = page.getByRole('dialog', { name: 'Add collection' });
    await form.getByLabel('Name').fill(collectionName);
    // Leaving the name fills the slug from it.
    await form.getByLabel('Name').press('Tab');
    await expect(form.getByLabel('Slug')).toHaveValue(slug);
    await form.getByLabel('Description').fill('Kangas for the shop’s anniversary.');
    await form.getByRole('button', { name: 'Add collection' }).click();
    await expectToast(page, 'Collection added');

    await page.goto('/admin/products');
    await page.getByLabel('Search by name').fill(suffix);
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).toHaveCount(4);

    let bar = await selectProducts(page, names.slice(0, 2));
    await bar.getByLabel('Action').selectOption('add_to_collection');
    await bar.getByLabel('Collection').selectOption({ label: collectionName });
    await bar.getByRole('button', { name: 'Apply to 2 selected' }).click();
    await expectToast(page, '2 products added to the collection');

    bar = await selectProducts(page, names.slice(0, 2));
    await bar.getByLabel('Action').selectOption('set_compare_at');
    await bar.getByLabel(/Compare-at price/).fill('1500');
    await expectNoAxeViolations(page, 'admin products with the bulk bar');
    await bar.getByRole('button', { name: 'Apply to 2 selected' }).click();
    await expectToast(page, 'Compare-at price set on 2 products');

    bar = await selectProducts(page, names.slice(2));
    await bar.getByLabel('Action').selectOption('set_status');
    await bar.getByLabel('Status').selectOption('draft');
    await bar.getByRole('button', { name: 'Apply to 1 selected' }).click();
    await expectToast(page, 'Status set on 1 product');
    await expect(
      page.getByRole('row', { name: new RegExp(names[2] ?? '') }).getByText('Draft'),
    ).toBeVisible();

    // The shopper: the collection in the menu and on the landing page.
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Collections' })
        .getByRole('link', { name: new RegExp(collectionName) }),
    ).toBeVisible();
    await mainNav(page).getByRole('link', { name: collectionName }).click();
    await expect(page).toHaveURL(`/products?collection=${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: collectionName })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Sale kanga/ })).toHaveCount(2);
    const card = productCard(page, names[0] ?? '');
    await expect(card.locator('s')).toHaveText('KSh 1,500');
    await expect(card.getByText('Save KSh 500')).toBeVisible();
    await expectNoAxeViolations(page, 'collection page with sale prices');

    // The Sale filter lists them too; the draft is nowhere.
    await page.goto(`/products?q=${encodeURIComponent(suffix)}`);
    await expect(productCard(page, names[2] ?? '')).toHaveCount(0);
    await expect(productCard(page, names[0] ?? '')).toBeVisible();
    await page.getByLabel('Sale', { exact: true }).check();
    await expect(page).toHaveURL(/on_sale=true/);
    await expect(main.getByRole('link', { name: /^Sale kanga/ })).toHaveCount(2);
    await expect(productCard(page, names[1] ?? '').getByText('Save KSh 500')).toBeVisible();
    await expectProductGone(request, created[2]!.id);
  });
});
