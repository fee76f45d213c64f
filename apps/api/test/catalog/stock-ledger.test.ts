import { describe, expect, it } from 'vitest';
import { cancelUnpaidOrders } from '../../src/flows/cancel-unpaid-orders';
import { checkoutBody, postCheckout } from '../helpers/fixtures';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';
import { adminCreateProduct, ledgerMismatches } from './ledger-helpers';

// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:pg).
describe('stock ledger', () => {
  const t = setupTestApp();

  const adjust = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/stock/adjustments',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });
  const movements = (token: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/stock/movements?${query}`,
      headers: bearer(token),
    });

  it('records restock, count and damaged as movements with the actor and stock after, and an audit row', async () => {
    const admin = await createUser(t.app, { role: 'catalog' });
    const product = await adminCreateProduct(t.app, admin.token, {
      variants: [
        { size: 'M', inventory: 3 },
        { size: 'L', inventory: 5 },
      ],
    });
    const [m, l] = [
      product.variants.find((v) => v.size === 'M')!,
      product.variants.find((v) => v.size === 'L')!,
    ];
    const res = await adjust(admin.token, {
      lines: [
        { product_id: product.id, variant_id: m.id, delta: 20, reason: 'restock' },
        { product_id: product.id, variant_id: l.id, set: 3, reason: 'count' },
        { product_id: product.id, variant_id: m.id, delta: 1, reason: 'damaged' },
      ],
      note: 'Tuesday delivery',
    });
    expect(res.statusCode).toBe(201);
    const written = res.json<{ movements: Array<Record<string, unknown>> }>().movements;
    expect(written.map((w) => [w.variant_id, w.delta, w.stock_after, w.reason])).toEqual([
      [m.id, 20, 23, 'restock'],
      [m.id, -1, 22, 'damaged'],
      [l.id, -2, 3, 'count'],
    ]);
    expect(written[0]).toMatchObject({
      actor: { id: admin.user.id, username: admin.user.username },
      note: 'Tuesday delivery',
      order_id: null,
    });
    const list = await movements(
      admin.token,
      `product_id=${product.id}&variant_id=${m.id}&limit=2`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.json<Array<{ reason: string }>>().map((r) => r.reason)).toEqual([
      'damaged',
      'restock',
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'stock.adjust')
      .where('entity_id', '=', String(product.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.changes)).toMatchObject({ [`size ${m.sku}`]: [3, 22] });
    expect(await ledgerMismatches(t.app)).toEqual([]);
  });

  it('applies every line or none: a line that would go below 0 changes nothing', async () => {
    const admin = await createUser(t.app, { role: 'manager' });
    const product = await adminCreateProduct(t.app, admin.token, { inventory: 2 });
    const other = await adminCreateProduct(t.app, admin.token, { inventory: 1 });
    const before = await t.app.db.selectFrom('stock_movements').select('id').execute();
    const res = await adjust(admin.token, {
      lines: [
        { product_id: product.id, delta: 10, reason: 'restock' },
        { product_id: other.id, delta: -5, reason: 'damaged' },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await t.app.db.selectFrom('stock_movements').select('id').execute()).toHaveLength(
      before.length,
    );
    const row = await t.app.db
      .selectFrom('products')
      .select('inventory')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.inventory).toBe(2);
  });

  it('refuses hostile and wrong input with 400, and other roles with 403', async () => {
    const admin = await createUser(t.app, { role: 'owner' });
    const sized = await adminCreateProduct(t.app, admin.token, {
      variants: [{ size: 'S', inventory: 1 }],
    });
    const plain = await adminCreateProduct(t.app, admin.token, { inventory: 1 });
    const cases: unknown[] = [
      { lines: [] },
      { lines: [{ product_id: plain.id, delta: 1, set: 2, reason: 'count' }] },
      { lines: [{ product_id: plain.id, delta: 1, reason: 'sale' }] },
      { lines: [{ product_id: plain.id, delta: 0, reason: 'restock' }] },
      { lines: [{ product_id: plain.id, set: -1, reason: 'count' }] },
      { lines: [{ product_id: plain.id, delta: 1e12, reason: 'restock' }] },
      { lines: [{ product_id: sized.id, delta: 1, reason: 'restock' }] },
      {
        lines: [
          { product_id: plain.id, variant_id: sized.variants[0]!.id, delta: 1, reason: 'restock' },
        ],
      },
      { lines: [{ product_id: 999999, delta: 1, reason: 'restock' }] },
    ];
    for (const body of cases) {
      const res = await adjust(admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const role of ['fulfilment', 'support'] as const) {
      const staff = await createUser(t.app, { role });
      const res = await adjust(staff.token, {
        lines: [{ product_id: plain.id, delta: 1, reason: 'restock' }],
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
      expect((await movements(staff.token, `product_id=${plain.id}`)).statusCode).toBe(200);
    }
    const shopper = await createUser(t.app);
    expect((await movements(shopper.token, '')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/stock/movements' })).statusCode,
    ).toBe(401);
    expect((await movements(admin.token, 'limit=101')).statusCode).toBe(400);
    expect((await movements(admin.token, 'reason=stolen')).statusCode).toBe(400);
  });

  it('keeps sum(movements) == stock for every size under concurrent sales, cancels, adjustments and the unpaid-order job', async () => {
    const admin = await createUser(t.app, { role: 'owner' });
    const product = await adminCreateProduct(t.app, admin.token, {
      price: 1000,
      variants: [
        { size: 'S', inventory: 6 },
        { size: 'M', inventory: 6 },
        { size: 'L', inventory: 6 },
      ],
    });
    const plain = await adminCreateProduct(t.app, admin.token, { price: 500, inventory: 8 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => createUser(t.app)));
    // A fixed pseudo-random sequence: the same mix each run, still interleaved by the engine.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const placed: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const work: Array<Promise<unknown>> = [];
      for (const buyer of buyers) {
        const v = product.variants[random(3)]!;
        const quantity = 1 + random(2);
        const items =
          random(3) === 0
            ? [{ product_id: plain.id, quantity, price: 500 }]
            : [{ product_id: product.id, variant_id: v.id, quantity, price: 1000 }];
        const total = items[0]!.price * quantity;
        work.push(
          postCheckout(
            t.app,
            buyer.token,
            checkoutBody(items, total, { payment_method: 'cash_on_delivery' }),
          ).then((res) => {
            if (res.statusCode === 201) placed.push(res.json<{ id: number }>().id);
          }),
        );
      }
      work.push(
        adjust(admin.token, {
          lines: [
            {
              product_id: product.id,
              variant_id: product.variants[random(3)]!.id,
              delta: 2,
              reason: 'restock',
            },
            { product_id: plain.id, delta: -1, reason: 'damaged' },
          ],
        }),
        adjust(admin.token, {
          lines: [
            {
              product_id: product.id,
              variant_id: product.variants[random(3)]!.id,
              set: random(5),
              reason: 'count',
            },
          ],
        }),
      );
      for (const id of placed.splice(0, 2))
        work.push(
          t.app.inject({
            method: 'PATCH',
            url: `/api/admin/orders/${id}`,
            headers: bearer(admin.token),
            payload: { status: 'Cancelled' },
          }),
        );
      work.push(cancelUnpaidOrders(t.app.deps, new Date(Date.now() + 365 * 24 * 3600 * 1000)));
      await Promise.all(work);
      expect(await ledgerMismatches(t.app)).toEqual([]);
    }
    const sales = await t.app.db
      .selectFrom('stock_movements')
      .select(['reason', 'order_id'])
      .where('product_id', 'in', [product.id, plain.id])
      .where('reason', 'in', ['sale', 'cancel'])
      .execute();
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((s) => s.order_id !== null)).toBe(true);
    const stock = await t.app.db
      .selectFrom('product_variants')
      .select((eb) => eb.fn.sum<number | string>('inventory').as('n'))
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    const row = await t.app.db
      .selectFrom('products')
      .select('inventory')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.inventory).toBe(Number(stock.n));
  });
});
