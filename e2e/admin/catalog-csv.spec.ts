import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { createProduct, uniqueSuffix } from '../support/api';
import { expectNoAxeViolations } from '../support/axe';
import { adminLogin, expectToast } from '../support/ui';

type Row = Record<string, string>;

test.describe('catalog CSV', () => {
  test('exports, imports an edited file with one bad row (sees the problem), fixes it, imports; the shop shows the new price and stock', async ({
    page,
    request,
  }) => {
    // A long journey (export, two checks, import, stock page, shop) with two accessibility scans.
    test.setTimeout(180_000);
    const name = `Kanga wrap dress ${uniqueSuffix()}`;
    const product = await createProduct(request, {
      name,
      price: 1000,
      category: 'Women',
      variants: [
        { size: 'M', inventory: 5 },
        { size: 'L', inventory: 4 },
      ],
    });

    // The demo admin is the shop's owner; catalog, manager and owner roles all hold these rights.
    await adminLogin(page);
    await page.goto('/admin/products');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mavazi-products-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await readFile((await download.path()) ?? '');
    expect([...exported.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(exported, { bom: true, columns: true }) as Row[];
    const columns = Object.keys(rows[0] ?? {});
    const mine = rows.filter((r) => Number(r.product_id) === product.id);
    expect(mine.map((r) => [r.size, r.inventory, r.price])).toEqual([
      ['M', '5', '1000.00'],
      ['L', '4', '1000.00'],
    ]);

    // A new price and a stock count of 2 for M, and a row with a size the shop does not know.
    const edited = mine.map((r) => ({
      ...r,
      price: '1500.00',
      inventory: r.size === 'M' ? '2' : (r.inventory ?? ''),
    }));
    const bad = [...edited, { ...edited[0]!, sku: '', size: 'XXXXL' }];
    const csv = (list: Row[]) => Buffer.from('\uFEFF' + stringify(list, { header: true, columns }));

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csv(bad) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('status')).toContainText('1 problem found');
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    await expect(problems.getByRole('row').nth(1)).toContainText('4');
    await expect(problems.getByRole('row').nth(1)).toContainText('size');
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'import dialog with problems');

    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: csv(edited) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      'Ready: 0 to add, 2 to update, 0 unchanged',
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expectToast(page, 'Import done: 0 added, 2 updated, 0 unchanged');
    await expect(dialog).toHaveCount(0);

    // The Stock page tells why M changed.
    await page.goto(`/admin/products/${product.id}/stock`);
    const history = page.getByRole('table', { name: 'Stock history, newest first' });
    await expect(history.getByRole('row').nth(1)).toContainText('Import');
    await expect(history.getByRole('row').nth(1)).toContainText('-3');
    await expectNoAxeViolations(page, 'stock page');

    // The shop shows the new price, and that only 2 are left in M.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('KSh 1,500').first()).toBeVisible();
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: 'M' })
      .check({ force: true });
    await expect(page.getByText('Only 2 left in M')).toBeVisible();
  });
});
