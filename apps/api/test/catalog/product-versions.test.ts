import { describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../helpers/fixtures';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';
import { adminCreateProduct, ledgerMismatches } from './ledger-helpers';

// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:pg).
describe('product versions and stale edits', () => {
  const t = setupTestApp();

  const put = (token: string, id: number, body: Record<string, unknown>, headers = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}`,
      headers: { ...bearer(token), ...headers },
      payload: body,
    });
  const form = (extra: Record<string, unknown>) => ({
    name: 'Kikoi shorts',
    description: 'Striped cotton',
    price: 1500,
    imageUrl: 'https://cdn.example.com/kikoi.jpg',
    category: 'Men',
    ...extra,
  });

  it('answers the version and an ETag, and raises it on every write, sales included', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    const product = await adminCreateProduct(t.app, admin.token, { inventory: 5 });
    expect(product.version).toBe(1);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(admin.token),
    });
    expect(read.headers.etag).toBe('"v1"');
    const saved = await put(admin.token, product.id, form({ version: 1, price: 1600 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, price: 1600, inventory: 5 });
    expect(saved.headers.etag).toBe('"v2"');
    const shopper = await createUser(t.app);
    const sale = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody([{ product_id: product.id, quantity: 1, price: 1600 }], 1600),
    );
    expect(sale.statusCode).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(admin.token),
    });
    expect(after.json()).toMatchObject({ version: 3, inventory: 4 });
  });

  it('refuses a save read at an older version with 409 STALE_EDIT and the current product, changing nothing', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const product = await adminCreateProduct(t.app, admin.token, { name: 'Old name' });
    expect(
      (await put(admin.token, product.id, form({ version: 1, name: 'First' }))).statusCode,
    ).toBe(200);
    const auditBefore = await t.app.db.selectFrom('audit_log').select('id').execute();
    for (const [body, headers] of [
      [form({ version: 1, name: 'Second' }), {}],
      [form({ name: 'Second' }), { 'if-match': '"v1"' }],
      [form({ version: 2, name: 'Second' }), { 'if-match': 'W/"v1"' }],
      [form({ name: 'Second' }), { 'if-match': 'garbage' }],
    ] as const) {
      const res = await put(admin.token, product.id, body, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'STALE_EDIT',
        current: { id: product.id, name: 'First', version: 2 },
      });
      expect(res.headers.etag).toBe('"v2"');
    }
    const row = await t.app.db
      .selectFrom('products')
      .select(['name', 'version'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'First', version: 2 });
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toHaveLength(
      auditBefore.length,
    );
    // A spec client without a version keeps the old behaviour; If-Match "*" matches any.
    expect((await put(admin.token, product.id, form({ name: 'Third' }))).statusCode).toBe(200);
    expect(
      (await put(admin.token, product.id, form({ name: 'Fourth' }), { 'if-match': '*' }))
        .statusCode,
    ).toBe(200);
  });

  it('never puts sold stock back: a form opened before a sale is refused, and one without stock keeps it (issue 22 item 14)', async () => {
    const admin = await createUser(t.app, { role: 'owner' });
    const product = await adminCreateProduct(t.app, admin.token, {
      variants: [
        { size: 'M', inventory: 2 },
        { size: 'L', inventory: 4 },
      ],
    });
    const m = product.variants.find((v) => v.size === 'M')!;
    const l = product.variants.find((v) => v.size === 'L')!;
    // The admin opens the form (version 1, M shows 2); a shopper then buys one M.
    const shopper = await createUser(t.app);
    const sale = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody([{ product_id: product.id, variant_id: m.id, quantity: 1, price: 1500 }], 1500),
    );
    expect(sale.statusCode).toBe(201);
    const stale = await put(
      admin.token,
      product.id,
      form({
        version: product.version,
        variants: [
          { id: m.id, size: 'M', inventory: 2 },
          { id: l.id, size: 'L', inventory: 4 },
        ],
      }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_EDIT' });
    const stock = async () =>
      Object.fromEntries(
        (
          await t.app.db
            .selectFrom('product_variants')
            .select(['size', 'inventory'])
            .where('product_id', '=', product.id)
            .execute()
        ).map((v) => [v.size, v.inventory]),
      );
    expect(await stock()).toEqual({ M: 1, L: 4 });
    // The admin app's form sends sizes without stock: a save at the current version keeps what is left.
    const current = stale.json<{ current: { version: number } }>().current;
    const saved = await put(
      admin.token,
      product.id,
      form({
        version: current.version,
        price: 1700,
        variants: [
          { id: m.id, size: 'M' },
          { id: l.id, size: 'L' },
        ],
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await stock()).toEqual({ M: 1, L: 4 });
    expect(saved.json()).toMatchObject({ inventory: 5, price: 1700 });
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('records one audit row per product write with what changed', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    const product = await adminCreateProduct(t.app, admin.token, { inventory: 3 });
    await put(admin.token, product.id, form({ version: 1, price: 1999, inventory: 7 }));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${product.id}`,
      headers: bearer(admin.token),
    });
    const rows = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'product')
      .where('entity_id', '=', String(product.id))
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'product.create',
      'product.update',
      'product.delete',
    ]);
    expect(JSON.parse(rows[1]!.changes)).toEqual({ price: [1500, 1999], inventory: [3, 7] });
    expect(rows[1]).toMatchObject({ actor_id: admin.user.id, actor_role: 'catalog' });
    const movements = await t.app.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason', 'actor_id'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    expect(movements).toEqual([
      { delta: 3, reason: 'restock', actor_id: admin.user.id },
      { delta: 4, reason: 'count', actor_id: admin.user.id },
    ]);
  });

  it('lists every product for staff, paged, and refuses shoppers', async () => {
    const admin = await createUser(t.app, { role: 'support' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?q=kikoi&page=1&limit=2',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(res.json()).toHaveLength(2);
    expect(res.json<Array<{ version: number }>>()[0]).toHaveProperty('version');
    const drafts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products?status=draft',
      headers: bearer(admin.token),
    });
    expect(drafts.json()).toEqual([]);
    const shopper = await createUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/products',
          headers: bearer(shopper.token),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('changes prices by a percentage and deletes in bulk, one audit row per product; refuses bad values', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    const a = await adminCreateProduct(t.app, admin.token, { price: 1000, name: 'Bulk A' });
    const b = await adminCreateProduct(t.app, admin.token, {
      price: 2000,
      name: 'Bulk B',
      variants: [{ size: 'M', inventory: 1, price: 2500 }],
    });
    const bulk = (body: Record<string, unknown>, token = admin.token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk',
        headers: bearer(token),
        payload: body,
      });
    const res = await bulk({ ids: [a.id, b.id, 999999], action: 'set_price_percent', value: -20 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const prices = await t.app.db
      .selectFrom('products')
      .select(['id', 'price_cents', 'version'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(prices.map((p) => p.price_cents)).toEqual([80000, 160000]);
    expect(prices.every((p) => p.version === 2)).toBe(true);
    const variant = await t.app.db
      .selectFrom('product_variants')
      .select('price_cents')
      .where('product_id', '=', b.id)
      .executeTakeFirstOrThrow();
    expect(variant.price_cents).toBe(200000);
    for (const body of [
      { ids: [a.id], action: 'set_price_percent', value: -95 },
      { ids: [a.id], action: 'set_price_percent', value: 'ten' },
      { ids: [], action: 'delete' },
      { ids: [a.id], action: 'rename' },
      { ids: [a.id], action: 'set_status', value: 'scheduled' },
      { ids: [a.id], action: 'add_to_collection', value: 'no-such-collection' },
      { ids: [a.id], action: 'set_compare_at', value: 500 },
    ])
      expect((await bulk(body)).statusCode, JSON.stringify(body)).toBe(400);
    const support = await createUser(t.app, { role: 'support' });
    expect((await bulk({ ids: [a.id], action: 'delete' }, support.token)).statusCode).toBe(403);
    expect((await bulk({ ids: [a.id, b.id], action: 'delete' })).json()).toEqual({ updated: 2 });
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity_id', 'in', [String(a.id), String(b.id)])
      .where('action', 'in', ['product.update', 'product.delete'])
      .execute();
    expect(audit).toHaveLength(4);
    const shop = await t.app.inject({ method: 'GET', url: `/api/product/${a.id}` });
    expect(shop.statusCode).toBe(404);
  });
});
