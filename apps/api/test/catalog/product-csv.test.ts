import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '@mavazi/shared/catalog-ops.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';
import { adminCreateProduct, ledgerMismatches } from './ledger-helpers';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:pg).
describe('product CSV export and import', () => {
  const t = setupTestApp();

  const exportCsv = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: bearer(token) });

  function multipart(csv: string | Buffer, field = 'file') {
    const boundary = '----mavazi' + Math.random().toString(16).slice(2);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="products.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, Buffer.isBuffer(csv) ? csv : Buffer.from(csv), tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const importCsv = (token: string, csv: string | Buffer, dryRun: boolean, field = 'file') => {
    const body = multipart(csv, field);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dry_run=${dryRun}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const rowsOf = (csv: string): Row[] => parse(csv, { bom: true, columns: true }) as Row[];
  const toCsv = (rows: Row[]) =>
    '\uFEFF' + stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });

  it('exports one row per size with a BOM, Excel-safe quoting, and imports its own file unchanged', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    const tricky = 'Soft, light "kanga" cotton\nSecond line: 100% cotton';
    const sized = await adminCreateProduct(t.app, admin.token, {
      name: 'Kanga dress, long',
      description: tricky,
      price: 2499.5,
      category: 'Women',
      variants: [
        { size: 'L', inventory: 2, colour: 'Navy' },
        { size: 'S', inventory: 5, price: 2599 },
      ],
    });
    const plain = await adminCreateProduct(t.app, admin.token, { name: 'Kikoi', inventory: 9 });
    const res = await exportCsv(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="mavazi-products-/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('"Kanga dress, long"');
    expect(res.body.slice(1).split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const rows = rowsOf(res.body);
    const mine = rows.filter((r) => Number(r.product_id) === sized.id);
    expect(mine.map((r) => [r.size, r.colour, r.inventory, r.variant_price])).toEqual([
      ['S', '', '5', '2599.00'],
      ['L', 'Navy', '2', ''],
    ]);
    expect(mine[0]).toMatchObject({
      description: tricky,
      price: '2499.50',
      status: 'active',
      collections: '',
      compare_at_price: '',
      category: 'Women',
    });
    expect(rows.find((r) => Number(r.product_id) === plain.id)).toMatchObject({
      sku: '',
      size: '',
      inventory: '9',
    });

    const versions = await t.app.db.selectFrom('products').select(['id', 'version']).execute();
    const movements = await t.app.db.selectFrom('stock_movements').select('id').execute();
    const roundTrip = await importCsv(admin.token, res.rawPayload, false);
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: rows.length,
      errors: [],
    });
    expect(await t.app.db.selectFrom('products').select(['id', 'version']).execute()).toEqual(
      versions,
    );
    expect(await t.app.db.selectFrom('stock_movements').select('id').execute()).toEqual(movements);
  });

  it('dry run reports row and column errors and writes nothing; with any error a real import writes nothing either', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const product = await adminCreateProduct(t.app, admin.token, {
      name: 'Dry run shirt',
      variants: [{ size: 'M', inventory: 3 }],
    });
    const rows = rowsOf((await exportCsv(admin.token)).body);
    const mine = rows.find((r) => Number(r.product_id) === product.id)!;
    const edited: Row[] = [
      { ...mine, inventory: '7', price: '1800' },
      { ...mine, price: '1800', sku: 'NEW-SKU-1', size: 'XXXL', inventory: '-1' },
      { ...mine, sku: '', product_id: '', name: 'Brand new', price: 'abc', size: 'M' },
      { ...mine, sku: '', product_id: '999999', size: 'L' },
    ];
    const before = await t.app.db.selectFrom('stock_movements').select('id').execute();
    for (const dryRun of [true, false]) {
      const res = await importCsv(admin.token, toCsv(edited), dryRun);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ errors: Array<{ row: number; column: string }> }>();
      expect(body.errors.map((e) => [e.row, e.column])).toEqual([
        [3, 'size'],
        [3, 'inventory'],
        [4, 'price'],
        [5, 'product_id'],
      ]);
    }
    expect(await t.app.db.selectFrom('stock_movements').select('id').execute()).toEqual(before);
    const row = await t.app.db
      .selectFrom('products')
      .select(['price_cents', 'inventory'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price_cents: 150000, inventory: 3 });

    // Fixed, the dry run tells what would change; the real import does it, stock as import movements.
    const fixed = [edited[0]!, { ...edited[1]!, size: 'XL', inventory: '4' }];
    const dry = await importCsv(admin.token, toCsv(fixed), true);
    expect(dry.json()).toEqual({ created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await t.app.db.selectFrom('stock_movements').select('id').execute()).toEqual(before);
    const real = await importCsv(admin.token, toCsv(fixed), false);
    expect(real.json()).toEqual({ created: 1, updated: 1, unchanged: 0, errors: [] });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(admin.token),
    });
    expect(after.json()).toMatchObject({ price: 1800, inventory: 11 });
    const imported = await t.app.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason', 'actor_id'])
      .where('product_id', '=', product.id)
      .where('reason', '=', 'import')
      .orderBy('id')
      .execute();
    expect(imported).toEqual([
      { delta: 4, reason: 'import', actor_id: admin.user.id },
      { delta: 4, reason: 'import', actor_id: admin.user.id },
    ]);
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('refuses what is not a CSV upload, oversized files and other roles', async () => {
    const admin = await createUser(t.app, { role: 'owner' });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=true',
      headers: bearer(admin.token),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect((await importCsv(admin.token, 'name\nx', true, 'other')).statusCode).toBe(400);
    const missing = await importCsv(admin.token, 'name,price\nx,1', true);
    expect(
      missing.json<{ errors: Array<{ column: string }> }>().errors.map((e) => e.column),
    ).toEqual(['description', 'category', 'inventory']);
    const broken = await importCsv(admin.token, 'name,"description\n"x', true);
    expect(broken.statusCode).toBe(200);
    expect(broken.json<{ errors: unknown[] }>().errors).toHaveLength(1);
    const huge = await importCsv(admin.token, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), true);
    expect(huge.statusCode).toBe(413);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=maybe',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);
    const support = await createUser(t.app, { role: 'support' });
    expect((await exportCsv(support.token)).statusCode).toBe(200);
    expect((await importCsv(support.token, 'name\nx', true)).statusCode).toBe(403);
    const shopper = await createUser(t.app);
    expect((await exportCsv(shopper.token)).statusCode).toBe(403);
  });

  // On SQLite only: the figure that matters is the benchmark's (docs/benchmarks.md); PostgreSQL runs the rest.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'imports 10,000 rows in one go (2,500 new products in four sizes), then finds them unchanged',
    async () => {
      const admin = await createUser(t.app, { role: 'owner' });
      const sizes = ['S', 'M', 'L', 'XL'];
      const rows: Row[] = [];
      for (let p = 0; p < 2500; p += 1)
        for (const size of sizes)
          rows.push({
            product_id: '',
            name: `Bulk import item ${p}`,
            description: `Item ${p}, cotton`,
            category: 'Kids',
            collections: '',
            status: 'active',
            price: '999.00',
            compare_at_price: '',
            sku: `BULK-${p}-${size}`,
            size,
            colour: '',
            variant_price: '',
            inventory: String((p % 7) + 1),
            image_urls: '',
          });
      const res = await importCsv(admin.token, toCsv(rows), false);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 10000, updated: 0, unchanged: 0, errors: [] });
      const count = await t.app.db
        .selectFrom('product_variants')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('sku', 'like', 'BULK-%')
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(10000);
      const again = await importCsv(admin.token, toCsv(rows), true);
      expect(again.json()).toEqual({ created: 0, updated: 0, unchanged: 10000, errors: [] });
      expect(await ledgerMismatches(t.app)).toEqual([]);
    },
    180_000,
  );
});
