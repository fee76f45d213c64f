import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '@mavazi/shared/catalog-ops.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';
import { adminCreateProduct, ledgerMismatches } from './ledger-helpers';

type Row = Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>;

// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:pg).
describe('catalog operations with drafts, sale prices and collections', () => {
  const t = setupTestApp();

  function multipart(csv: string) {
    const boundary = '----mavazi' + Math.random().toString(16).slice(2);
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="products.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return {
      payload: Buffer.concat([head, Buffer.from(csv), tail]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  const importCsv = (token: string, csv: string, dryRun: boolean) => {
    const body = multipart(csv);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dry_run=${dryRun}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const exportRows = async (token: string): Promise<Row[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export.csv',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return parse(res.body, { bom: true, columns: true }) as Row[];
  };
  const toCsv = (rows: Row[]) =>
    '\uFEFF' + stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] });
  const collection = async (token: string, slug: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/collections',
      headers: bearer(token),
      payload: { name: slug, slug },
    });
    expect(res.statusCode).toBe(201);
  };
  const bulk = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk',
      headers: bearer(token),
      payload: body,
    });
  const productRow = (id: number) =>
    t.app.db
      .selectFrom('products')
      .select(['status', 'publish_at', 'compare_at_price_cents', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const slugsOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('product_collections')
        .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
        .select('collections.slug')
        .where('product_collections.product_id', '=', id)
        .orderBy('collections.slug')
        .execute()
    ).map((r) => r.slug);
  const auditOf = (id: number) =>
    t.app.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('creates and edits products with status, sale price and collections, with version and audit', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    await collection(admin.token, 'ops-kitenge');
    const created = await adminCreateProduct(t.app, admin.token, {
      name: 'Ops draft dress',
      status: 'draft',
      compare_at_price: 2000,
      collections: ['ops-kitenge'],
      imageUrl: '',
      inventory: 3,
    });
    expect(created).toMatchObject({
      version: 1,
      status: 'draft',
      compare_at_price: 2000,
      collections: ['ops-kitenge'],
      inventory: 3,
    });
    // Drafts reach staff but no shopper read.
    const shop = await t.app.inject({ method: 'GET', url: `/api/product/${created.id}` });
    expect(shop.statusCode).toBe(404);
    const listed = await t.app.inject({ method: 'GET', url: '/api/products?q=Ops%20draft' });
    expect(listed.json()).toEqual([]);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?status=draft&q=Ops%20draft',
      headers: bearer(admin.token),
    });
    expect(staff.json<Array<{ id: number }>>().map((p) => p.id)).toEqual([created.id]);
    const otherCategory = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?category=Women&q=Ops%20draft',
      headers: bearer(admin.token),
    });
    expect(otherCategory.json()).toEqual([]);
    expect(await ledgerMismatches(t.app)).toEqual([]);

    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      headers: bearer(admin.token),
      payload: {
        name: 'Ops draft dress',
        description: 'Striped cotton',
        price: 1500,
        category: 'Men',
        version: 99,
        status: 'active',
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_EDIT', current: { status: 'draft' } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.id}`,
      headers: bearer(admin.token),
      payload: {
        name: 'Ops draft dress',
        description: 'Striped cotton',
        price: 1500,
        category: 'Men',
        version: 1,
        status: 'active',
        collections: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      version: 2,
      status: 'active',
      compare_at_price: 2000,
      collections: [],
    });
    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    const changes = JSON.parse(String(audit[1]?.changes)) as Record<string, unknown>;
    expect(changes).toMatchObject({
      status: ['draft', 'active'],
      collections: [['ops-kitenge'], []],
    });
  });

  it('exports status, compare_at_price and collections, and a round trip changes nothing', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    await collection(admin.token, 'ops-rt-a');
    await collection(admin.token, 'ops-rt-b');
    const draft = await adminCreateProduct(t.app, admin.token, {
      name: 'Ops round trip draft',
      status: 'draft',
      compare_at_price: 1999.5,
      collections: ['ops-rt-b', 'ops-rt-a'],
      variants: [{ size: 'M', inventory: 2 }],
    });
    const scheduled = await adminCreateProduct(t.app, admin.token, {
      name: 'Ops round trip scheduled',
      status: 'scheduled',
      publish_at: '2099-01-01T06:00:00.000Z',
      inventory: 4,
    });
    const rows = await exportRows(admin.token);
    expect(rows.find((r) => Number(r.product_id) === draft.id)).toMatchObject({
      status: 'draft',
      compare_at_price: '1999.50',
      collections: 'ops-rt-a ops-rt-b',
    });
    expect(rows.find((r) => Number(r.product_id) === scheduled.id)).toMatchObject({
      status: 'scheduled',
      compare_at_price: '',
      collections: '',
    });
    const versions = [
      (await productRow(draft.id)).version,
      (await productRow(scheduled.id)).version,
    ];
    const res = await importCsv(admin.token, toCsv(rows), false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 0, errors: [] });
    expect([
      (await productRow(draft.id)).version,
      (await productRow(scheduled.id)).version,
    ]).toEqual(versions);
    expect(await productRow(scheduled.id)).toMatchObject({
      status: 'scheduled',
      publish_at: '2099-01-01T06:00:00.000Z',
    });
  });

  it('imports status, compare_at_price and collections, one audit row per product, checked first', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    await collection(admin.token, 'ops-imp');
    const product = await adminCreateProduct(t.app, admin.token, {
      name: 'Ops import kikoi',
      price: 1000,
      inventory: 2,
    });
    const rows = (await exportRows(admin.token)).filter((r) => Number(r.product_id) === product.id);
    const row = rows[0] as Row;
    const bad: Array<[Partial<Row>, string]> = [
      [{ status: 'hidden' }, 'status'],
      [{ status: 'scheduled' }, 'status'],
      [{ compare_at_price: '900' }, 'compare_at_price'],
      [{ compare_at_price: 'lots' }, 'compare_at_price'],
      [{ collections: 'no-such-one' }, 'collections'],
      [{ collections: 'Not A Slug' }, 'collections'],
    ];
    for (const [change, column] of bad) {
      const res = await importCsv(admin.token, toCsv([{ ...row, ...change }]), false);
      expect(res.statusCode, JSON.stringify(change)).toBe(200);
      expect(res.json<{ errors: Array<{ column: string }> }>().errors.map((e) => e.column)).toEqual(
        [column],
      );
    }
    expect(await productRow(product.id)).toMatchObject({ status: 'active', version: 1 });

    const changed = { ...row, status: 'draft', compare_at_price: '1500', collections: 'ops-imp' };
    const dry = await importCsv(admin.token, toCsv([changed]), true);
    expect(dry.json()).toMatchObject({ updated: 1, errors: [] });
    expect(await productRow(product.id)).toMatchObject({ status: 'active', version: 1 });
    const res = await importCsv(admin.token, toCsv([changed]), false);
    expect(res.json()).toMatchObject({ updated: 1, errors: [] });
    expect(await productRow(product.id)).toMatchObject({
      status: 'draft',
      compare_at_price_cents: 150000,
      version: 2,
    });
    expect(await slugsOf(product.id)).toEqual(['ops-imp']);
    const audit = await auditOf(product.id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.update']);
    expect(JSON.parse(String(audit[1]?.changes))).toMatchObject({
      status: ['active', 'draft'],
      compare_at_price_cents: [null, 150000],
      collections: ['', 'ops-imp'],
    });

    // A new product from a file: no image URL needed, its status and collections as given.
    const fresh: Row = {
      ...changed,
      product_id: '',
      name: 'Ops import new draft',
      image_urls: '',
      sku: '',
    };
    const created = await importCsv(admin.token, toCsv([fresh]), false);
    expect(created.json()).toMatchObject({ created: 1, errors: [] });
    const made = await t.app.db
      .selectFrom('products')
      .select(['id', 'status', 'compare_at_price_cents'])
      .where('name', '=', 'Ops import new draft')
      .executeTakeFirstOrThrow();
    expect(made).toMatchObject({ status: 'draft', compare_at_price_cents: 150000 });
    expect(await slugsOf(made.id)).toEqual(['ops-imp']);
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${made.id}` })).statusCode).toBe(
      404,
    );
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('sets status and compare-at prices and adds to a collection in bulk, one audit row per product changed', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    await collection(admin.token, 'ops-bulk');
    const a = await adminCreateProduct(t.app, admin.token, { name: 'Ops bulk A', price: 1000 });
    const b = await adminCreateProduct(t.app, admin.token, {
      name: 'Ops bulk B',
      price: 1200,
      status: 'draft',
    });
    const ids = [a.id, b.id, 999999];

    const drafted = await bulk(admin.token, { ids, action: 'set_status', value: 'draft' });
    expect(drafted.json()).toEqual({ updated: 1 });
    expect(await productRow(a.id)).toMatchObject({ status: 'draft', version: 2 });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${a.id}` })).statusCode).toBe(
      404,
    );
    const live = await bulk(admin.token, { ids, action: 'set_status', value: 'active' });
    expect(live.json()).toEqual({ updated: 2 });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${b.id}` })).statusCode).toBe(
      200,
    );

    // Above one price but not the other: nothing changes.
    const under = await bulk(admin.token, { ids, action: 'set_compare_at', value: 1100 });
    expect(under.statusCode).toBe(400);
    expect(await productRow(a.id)).toMatchObject({ compare_at_price_cents: null });
    const sale = await bulk(admin.token, { ids, action: 'set_compare_at', value: 1500 });
    expect(sale.json()).toEqual({ updated: 2 });
    expect(await productRow(b.id)).toMatchObject({ compare_at_price_cents: 150000 });
    const onSale = await t.app.inject({
      method: 'GET',
      url: '/api/products?on_sale=true&q=Ops%20bulk',
    });
    expect(
      onSale
        .json<Array<{ id: number }>>()
        .map((p) => p.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const cleared = await bulk(admin.token, { ids: [a.id], action: 'set_compare_at', value: null });
    expect(cleared.json()).toEqual({ updated: 1 });

    const added = await bulk(admin.token, { ids, action: 'add_to_collection', value: 'ops-bulk' });
    expect(added.json()).toEqual({ updated: 2 });
    const again = await bulk(admin.token, { ids, action: 'add_to_collection', value: 'ops-bulk' });
    expect(again.json()).toEqual({ updated: 0 });
    expect(await slugsOf(a.id)).toEqual(['ops-bulk']);
    const inCollection = await t.app.inject({
      method: 'GET',
      url: '/api/products?collection=ops-bulk',
    });
    expect(inCollection.json<Array<{ id: number }>>()).toHaveLength(2);

    const audit = await auditOf(a.id);
    expect(audit.map((r) => r.action)).toEqual([
      'product.create',
      'product.update',
      'product.update',
      'product.update',
      'product.update',
      'product.update',
    ]);
    // Scheduled with a time: hidden until then; the same time again changes nothing.
    const at = new Date(Date.now() + 86_400_000);
    const schedule = {
      ids: [a.id],
      action: 'set_status',
      value: 'scheduled',
      publish_at: at.toISOString().replace('Z', '+00:00'),
    };
    expect((await bulk(admin.token, schedule)).json()).toEqual({ updated: 1 });
    expect(await productRow(a.id)).toMatchObject({
      status: 'scheduled',
      publish_at: at.toISOString(),
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/product/${a.id}` })).statusCode).toBe(
      404,
    );
    expect((await bulk(admin.token, schedule)).json()).toEqual({ updated: 0 });
    expect(JSON.stringify((await auditOf(a.id)).at(-1)?.changes)).toContain('publish_at');
    expect(
      (await bulk(admin.token, { ids: [a.id], action: 'set_status', value: 'active' })).json(),
    ).toEqual({ updated: 1 });
    expect(await productRow(a.id)).toMatchObject({ status: 'active', publish_at: null });

    const support = await createUser(t.app, { role: 'support' });
    expect(
      (await bulk(support.token, { ids, action: 'set_status', value: 'draft' })).statusCode,
    ).toBe(403);
    for (const body of [
      { ids, action: 'set_status', value: 'scheduled' },
      { ids, action: 'set_status', value: 'scheduled', publish_at: 'tomorrow' },
      { ids, action: 'set_status', value: 7 },
      { ids, action: 'set_compare_at', value: -5 },
      { ids, action: 'set_compare_at', value: 'x'.repeat(5000) },
      { ids, action: 'add_to_collection', value: 'missing' },
      { ids, action: 'add_to_collection' },
    ])
      expect((await bulk(admin.token, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});
