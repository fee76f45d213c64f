import { describe, expect, it } from 'vitest';
import { expireUnconfirmedOrders } from '../../src/flows/expire-unconfirmed-orders';
import {
  createProduct,
  createPromo,
  postCheckout,
  readProduct,
  readPromo,
  SHIPPING,
  snapshot,
} from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

// Issue 22 item 5: one free account must not hold the catalog or a limited promotion with orders it
// never pays for.

const HOURS = 48;
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('hoarding with unpaid orders', () => {
  const t = setupTestApp({
    MAX_UNITS_PER_LINE: '10',
    MAX_UNITS_PER_ORDER: '30',
    POD_CONFIRM_HOURS: String(HOURS),
  });
  const { admin } = createUsersOnce(t, { admin: { admin: true } });

  const order = (token: string, lines: Array<[number, number]>, extra: object = {}) =>
    postCheckout(t.app, token, {
      items: lines.map(([product_id, quantity]) => ({ product_id, quantity, price: 100 })),
      total_amount: lines.reduce((sum, [, q]) => sum + q * 100, 0),
      shipping: SHIPPING,
      payment_method: 'cash_on_delivery',
      ...extra,
    });

  const expire = (now: Date) =>
    expireUnconfirmedOrders(
      { db: t.app.db, mail: t.app.mailOutbox, publicUrl: 'http://shop.test', confirmHours: HOURS },
      now,
    );

  it('caps units per line and per order (400 naming items), taking nothing', async () => {
    const shopper = await createUser(t.app);
    const products = await Promise.all(
      [1, 2, 3, 4].map(() => createProduct(t.app, { price: 100, inventory: 500 })),
    );
    const ids = products.map((p) => p.id);
    const before = await snapshot(t.app, ids);
    for (const lines of [
      [[ids[0]!, 11]],
      // The same product in two lines counts as one line.
      [
        [ids[0]!, 6],
        [ids[0]!, 5],
      ],
      [
        [ids[0]!, 8],
        [ids[1]!, 8],
        [ids[2]!, 8],
        [ids[3]!, 8],
      ],
    ] as Array<Array<[number, number]>>) {
      const res = await order(shopper.token, lines);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().details.items).toMatch(/^At most (10 of one item|30 items) per order/);
    }
    expect(await snapshot(t.app, ids)).toEqual(before);
    const allowed = await order(shopper.token, [
      [ids[0]!, 10],
      [ids[1]!, 10],
      [ids[2]!, 10],
    ]);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('expires unconfirmed pay-on-delivery orders once, returning stock and promotion uses', async () => {
    const promo = await createPromo(t.app, { discount_percentage: 10, usage_limit: 2 });
    const product = await createProduct(t.app, { price: 100, inventory: 20 });
    const hoarders = [await createUser(t.app), await createUser(t.app)];
    const placed: number[] = [];
    for (const hoarder of hoarders) {
      const res = await order(hoarder.token, [[product.id, 5]], {
        promotion_code: promo.code,
        total_amount: 450,
      });
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().order.id);
    }
    expect((await readPromo(t.app, promo.id)).times_used).toBe(2);
    expect((await readProduct(t.app, product.id)).inventory).toBe(10);
    // Staff confirm the first order by a call: it is kept.
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed[0]}`,
      headers: bearer(admin.token),
      payload: { status: 'Confirmed' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Not yet due.
    expect(await expire(later(HOURS - 1))).toBe(0);
    const due = await t.app.db
      .selectFrom('orders')
      .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
      .select('id')
      .where('status', '=', 'Pending')
      .where('payment_method', '=', 'cash_on_delivery')
      .execute();
    expect(due.map((o) => o.id)).toContain(placed[1]);
    // Two processes at once: each due order is cancelled exactly once.
    const runs = await Promise.all([expire(later(HOURS + 1)), expire(later(HOURS + 1))]);
    expect(runs[0]! + runs[1]!).toBe(due.length);
    const statuses = await t.app.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'in', placed)
      .orderBy('id')
      .execute();
    expect(statuses.map((o) => o.status)).toEqual(['Confirmed', 'Cancelled']);
    expect((await readProduct(t.app, product.id)).inventory).toBe(15);
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);
    // An honest shopper can use the promotion again.
    const honest = await createUser(t.app);
    const res = await order(honest.token, [[product.id, 1]], {
      promotion_code: promo.code,
      total_amount: 90,
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', hoarders[1]!.user.email)
      .execute();
    expect(mail.map((m) => m.subject)).toContainEqual(expect.stringContaining('not confirmed'));
  });

  it('leaves M-Pesa orders to the payment timeout', async () => {
    const shopper = await createUser(t.app);
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const res = await order(shopper.token, [[product.id, 1]], { payment_method: 'mpesa' });
    expect(res.statusCode, res.body).toBe(201);
    await expire(later(HOURS * 10));
    const row = await t.app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', res.json().order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Pending');
  });
});
