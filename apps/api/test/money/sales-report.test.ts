import { describe, expect, it } from 'vitest';
import { addDays, kenyaDate } from '@mavazi/shared/dates';
import { toCents, vatIncludedCents } from '@mavazi/shared/money';
import type { SalesReportRow } from '@mavazi/shared/reports.schemas';
import { createProduct, insertOrder, postCheckout, SHIPPING } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

const FROM = '2027-05-03';
const TO = '2027-05-09';
const COUNTIES = ['Nairobi', 'Mombasa', null] as const;
const METHODS = ['mpesa', 'cash_on_delivery'] as const;

describe('sales report: money received, exact to the cent', () => {
  const t = setupTestApp();
  const { owner, manager, fulfilment, shopper } = createUsersOnce(t, {
    owner: { admin: true },
    manager: { role: 'manager' },
    fulfilment: { role: 'fulfilment' },
    shopper: {},
  });

  const get = (url: string, token = owner.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/reports/${url}`, headers: bearer(token) });

  /** Orders with 1-3 lines over the days around the range, paid, unpaid and refunded. */
  async function seedOrders() {
    const next = random(7);
    const products = [
      await createProduct(t.app, { name: 'Report kikoi', category: 'Men', price: 1299.5 }),
      await createProduct(t.app, { name: 'Report kanga', category: 'Women', price: 850 }),
      await createProduct(t.app, { name: 'Report cap', category: 'Accessories', price: 333.33 }),
      await createProduct(t.app, { name: 'Report shorts', category: 'Kids', price: 499 }),
    ];
    for (let i = 0; i < 60; i++) {
      const lines = Array.from({ length: 1 + next(3) }, () => {
        const p = products[next(products.length)] ?? products[0]!;
        return { p, quantity: 1 + next(4) };
      });
      const subtotal = lines.reduce((s, l) => s + l.p.price_cents * l.quantity, 0);
      const pct = [0, 0, 10, 15][next(4)] ?? 0;
      const discount = Math.round((subtotal * pct) / 100);
      const fee = [0, 20_000, 35_050][next(3)] ?? 0;
      const total = subtotal - discount + fee;
      // Minutes around the range, many near a Kenyan midnight (21:00 UTC).
      const day = addDays('2027-05-01', next(11));
      const paidAt = new Date(
        Date.parse(`${day}T21:00:00.000Z`) + (next(2) ? -1 : 1) * next(600) * 60_000,
      ).toISOString();
      const payment_status = ['Paid', 'Paid', 'Paid', 'Pending', 'Refunded'][next(5)] ?? 'Paid';
      const order = await insertOrder(t.app, {
        user_id: shopper.user.id,
        status: 'Confirmed',
        subtotal_cents: subtotal,
        discount_percentage: pct,
        discount_cents: discount,
        delivery_fee_cents: fee,
        total_cents: total,
        vat_rate: 16,
        vat_amount_cents: vatIncludedCents(total, 16),
        payment_method: METHODS[next(2)] ?? 'mpesa',
        payment_status,
        paid_at: payment_status === 'Pending' ? null : paidAt,
        delivery_county: COUNTIES[next(3)] ?? null,
        created_at: '2027-04-30T08:00:00.000Z',
      });
      await t.app.db
        .insertInto('order_items')
        .values(
          lines.map((l) => ({
            order_id: order.id,
            product_id: l.p.id,
            product_name: l.p.name,
            quantity: l.quantity,
            price_cents: l.p.price_cents,
          })),
        )
        .execute();
    }
  }

  /** The report recomputed the plain way: every Paid order read back and summed. */
  async function recompute() {
    const orders = await t.app.db
      .selectFrom('orders')
      .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
      .selectAll()
      .where('payment_status', '=', 'Paid')
      .execute();
    const inRange = orders.filter((o) => {
      const day = o.paid_at ? kenyaDate(Date.parse(o.paid_at)) : '';
      return day >= FROM && day <= TO;
    });
    const items = await t.app.db
      .selectFrom('order_items')
      .selectAll()
      .where(
        'order_id',
        'in',
        inRange.map((o) => o.id),
      )
      .execute();
    return { orders: inRange, items };
  }

  const cents = (rows: SalesReportRow[], field: keyof Omit<SalesReportRow, 'key'>) =>
    rows.reduce((s, r) => s + toCents(r[field]), 0);

  it('groups by day exactly as a plain recomputation does, and every grouping adds up to the same totals', async () => {
    await seedOrders();
    const { orders, items } = await recompute();
    expect(orders.length).toBeGreaterThan(10);

    const byDay = (await get(`sales?from=${FROM}&to=${TO}&group_by=day`)).json<SalesReportRow[]>();
    expect(byDay.map((r) => r.key)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(FROM, i)));
    for (const row of byDay) {
      const mine = orders.filter((o) => kenyaDate(Date.parse(o.paid_at ?? '')) === row.key);
      const ids = new Set(mine.map((o) => o.id));
      expect(row).toEqual({
        key: row.key,
        orders: mine.length,
        units: items.filter((i) => ids.has(i.order_id)).reduce((s, i) => s + i.quantity, 0),
        gross: mine.reduce((s, o) => s + o.subtotal_cents, 0) / 100,
        discounts: mine.reduce((s, o) => s + o.discount_cents, 0) / 100,
        delivery_fees: mine.reduce((s, o) => s + o.delivery_fee_cents, 0) / 100,
        refunds: 0,
        net: mine.reduce((s, o) => s + o.total_cents, 0) / 100,
        vat: mine.reduce((s, o) => s + o.vat_amount_cents, 0) / 100,
      });
    }

    const totals = {
      units: items.reduce((s, i) => s + i.quantity, 0),
      gross: orders.reduce((s, o) => s + o.subtotal_cents, 0),
      discounts: orders.reduce((s, o) => s + o.discount_cents, 0),
      delivery_fees: orders.reduce((s, o) => s + o.delivery_fee_cents, 0),
      net: orders.reduce((s, o) => s + o.total_cents, 0),
      vat: orders.reduce((s, o) => s + o.vat_amount_cents, 0),
    };
    for (const group of ['day', 'product', 'category', 'county', 'payment_method']) {
      const rows = (await get(`sales?from=${FROM}&to=${TO}&group_by=${group}`)).json<
        SalesReportRow[]
      >();
      expect(
        rows.reduce((s, r) => s + r.units, 0),
        group,
      ).toBe(totals.units);
      for (const field of ['gross', 'discounts', 'delivery_fees', 'net', 'vat'] as const)
        expect(cents(rows, field), `${group} ${field}`).toBe(totals[field]);
      expect(cents(rows, 'refunds')).toBe(0);
      for (const r of rows)
        expect(toCents(r.net)).toBe(
          toCents(r.gross) - toCents(r.discounts) + toCents(r.delivery_fees) - toCents(r.refunds),
        );
      if (group === 'county' || group === 'payment_method')
        expect(rows.reduce((s, r) => s + r.orders, 0)).toBe(orders.length);
    }

    const byCounty = (await get(`sales?from=${FROM}&to=${TO}&group_by=county`)).json<
      SalesReportRow[]
    >();
    for (const row of byCounty) {
      const mine = orders.filter((o) => (o.delivery_county ?? 'No county') === row.key);
      expect(toCents(row.net)).toBe(mine.reduce((s, o) => s + o.total_cents, 0));
    }
    const byMethod = (await get(`sales?from=${FROM}&to=${TO}&group_by=payment_method`)).json<
      SalesReportRow[]
    >();
    for (const row of byMethod) {
      const mine = orders.filter((o) => o.payment_method === row.key);
      expect(row.orders).toBe(mine.length);
      expect(toCents(row.net)).toBe(mine.reduce((s, o) => s + o.total_cents, 0));
    }
    const byProduct = (await get(`sales?from=${FROM}&to=${TO}&group_by=product`)).json<
      SalesReportRow[]
    >();
    for (const row of byProduct) {
      const lines = items.filter((i) => i.product_name === row.key);
      expect(row.units).toBe(lines.reduce((s, i) => s + i.quantity, 0));
      expect(row.orders).toBe(new Set(lines.map((i) => i.order_id)).size);
      // No discount or fee split here: gross is the lines' own value.
      expect(toCents(row.gross)).toBe(lines.reduce((s, i) => s + i.price_cents * i.quantity, 0));
    }

    const csv = (await get(`sales.csv?from=${FROM}&to=${TO}&group_by=day`)).body.trim().split('\n');
    expect(csv[0]).toBe('key,orders,units,gross,discounts,delivery_fees,refunds,net,vat');
    expect(csv).toHaveLength(7 + 2);
    expect(csv.at(-1)).toBe(
      [
        'Total',
        orders.length,
        totals.units,
        ...[totals.gross, totals.discounts, totals.delivery_fees, 0, totals.net, totals.vat].map(
          (c) => (c / 100).toFixed(2),
        ),
      ].join(','),
    );

    const best = (await get(`best-sellers?from=${FROM}&to=${TO}&limit=2`)).json();
    expect(best).toHaveLength(2);
    expect(best[0].units).toBeGreaterThanOrEqual(best[1].units);
    const slow = (await get(`slow-movers?from=${FROM}&to=${TO}&limit=100`)).json();
    const units = slow.map((p: { units: number }) => p.units);
    expect(units).toEqual([...units].sort((a, b) => a - b));
  });

  it('counts an order on the day it is paid, not the day it was placed', async () => {
    const product = await createProduct(t.app, { price: 1160, inventory: 5 });
    const placed = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 1160 }],
      total_amount: 1160,
      shipping: SHIPPING,
      payment_method: 'cash_on_delivery',
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.vat_amount).toBe(160);
    const today = kenyaDate(new Date());
    const before = (await get(`sales?from=${today}&to=${today}`)).json<SalesReportRow[]>()[0];
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: bearer(owner.token),
      payload: { payment_status: 'Paid' },
    });
    expect(paid.statusCode).toBe(200);
    const after = (await get(`sales?from=${today}&to=${today}`, manager.token)).json<
      SalesReportRow[]
    >()[0];
    expect(after?.orders).toBe((before?.orders ?? 0) + 1);
    expect(toCents(after?.net ?? 0) - toCents(before?.net ?? 0)).toBe(116_000);
    expect(toCents(after?.vat ?? 0) - toCents(before?.vat ?? 0)).toBe(16_000);
  });

  it('is for owners and managers, and refuses bad ranges', async () => {
    const q = `sales?from=${FROM}&to=${TO}`;
    expect((await get(q, fulfilment.token)).statusCode).toBe(403);
    expect((await get(q, shopper.token)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/reports/${q}` })).statusCode).toBe(
      401,
    );
    for (const path of ['best-sellers', 'slow-movers', 'low-stock', 'sales.csv'])
      expect((await get(`${path}?from=${FROM}&to=${TO}`, fulfilment.token)).statusCode).toBe(403);
    for (const bad of [
      `sales?from=${TO}&to=${FROM}`,
      'sales?from=2020-01-01&to=2027-01-01',
      'sales?from=2027-02-30&to=2027-03-01',
      `sales?from=${FROM}&to=${TO}&group_by=price`,
      `sales?from=${FROM}'--&to=${TO}`,
      `sales?from=${FROM}`,
      `best-sellers?from=${FROM}&to=${TO}&limit=1000`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('lists low stock at or below LOW_STOCK_THRESHOLD', async () => {
    expect(t.config.lowStockThreshold).toBe(3);
    const low = await createProduct(t.app, { name: 'Three left', inventory: 3 });
    const fine = await createProduct(t.app, { name: 'Four left', inventory: 4 });
    const res = await get('low-stock?limit=100', manager.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((i: { product_id: number }) => i.product_id);
    expect(res.json().threshold).toBe(3);
    expect(ids).toContain(low.id);
    expect(ids).not.toContain(fine.id);
  });
});
