import { describe, expect, it } from 'vitest';
import { readDashboard } from '../../src/flows/read-dashboard';
import { createProduct, insertOrder } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('GET /admin/dashboard', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const dashboard = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });

  it('counts products (not deleted ones), orders and users', async () => {
    const empty = await dashboard(bearer(admin.token));
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ totalProducts: 0, totalOrders: 0, totalUsers: 2 });

    await createProduct(t.app, { name: 'Shirt' });
    await createProduct(t.app, { name: 'Hat' });
    await createProduct(t.app, { name: 'Gone', deleted: true });
    await insertOrder(t.app, { order_number: 'ORD-TEST-1', user_id: shopper.user.id });
    await createUser(t.app);

    const res = await dashboard(bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalProducts: 2, totalOrders: 1, totalUsers: 3 });
  });

  it("answers 403 to a shopper's token and 401 without one", async () => {
    const forbidden = await dashboard(bearer(shopper.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toHaveProperty('error');
    const anonymous = await dashboard();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('error');
  });

  it('counts orders waiting for dispatch and payments pending, and lists low stock', async () => {
    const before = (await dashboard(bearer(admin.token))).json();
    await insertOrder(t.app, {
      user_id: shopper.user.id,
      status: 'Confirmed',
      payment_status: 'Paid',
    });
    await insertOrder(t.app, { user_id: shopper.user.id, status: 'Cancelled' });
    await insertOrder(t.app, { user_id: shopper.user.id, status: 'On Transit' });
    const low = await createProduct(t.app, { name: 'Last kikoi', inventory: 2 });
    await createProduct(t.app, { name: 'Plenty', inventory: 50 });
    await createProduct(t.app, { name: 'Deleted low', inventory: 1, deleted: true });

    const res = (await dashboard(bearer(admin.token))).json();
    expect(res.awaitingDispatch).toBe(before.awaitingDispatch + 1);
    expect(res.paymentsPending).toBe(before.paymentsPending + 1);
    const names = res.lowStock.map((l: { product_name: string }) => l.product_name);
    expect(names).toContain('Last kikoi');
    expect(names).not.toContain('Plenty');
    expect(names).not.toContain('Deleted low');
    expect(res.lowStock.find((l: { product_id: number }) => l.product_id === low.id)).toEqual({
      product_id: low.id,
      product_name: 'Last kikoi',
      variant_id: null,
      size: null,
      colour: null,
      sku: null,
      inventory: 2,
    });
    expect(res.salesByDay).toHaveLength(30);
  });

  it('counts money received by the Kenyan day it was paid: unpaid and refunded orders left out', async () => {
    // Tuesday 2 March 2027, 00:30 in Nairobi.
    const now = new Date('2027-03-01T21:30:00.000Z');
    const at = (paidAt: string, cents: number, payment_status = 'Paid') =>
      insertOrder(t.app, {
        user_id: shopper.user.id,
        // Placed days earlier: the day paid counts, not the day placed.
        created_at: '2027-01-01T09:00:00.000Z',
        paid_at: payment_status === 'Pending' ? null : paidAt,
        subtotal_cents: cents,
        total_cents: cents,
        payment_status,
      });
    await at('2027-03-01T21:10:00.000Z', 150_000); // Tue 00:10 EAT: today
    await at('2027-03-01T21:20:00.000Z', 99_900, 'Pending'); // today, unpaid
    await at('2027-03-01T21:25:00.000Z', 280_500, 'Refunded'); // today, refunded
    await at('2027-03-01T20:50:00.000Z', 200_000); // Mon 23:50 EAT: this week
    await at('2027-02-28T20:50:00.000Z', 50_050); // Sun 23:50 EAT: last week
    await at('2027-01-15T09:00:00.000Z', 70_000); // more than 30 days ago

    const d = await readDashboard({ db: t.app.db }, now);
    expect(d.today).toEqual({ orders: 1, revenue: 1500 });
    expect(d.week).toEqual({ orders: 2, revenue: 3500 });
    expect(d.salesByDay).toHaveLength(30);
    expect(d.salesByDay[0]?.date).toBe('2027-02-01');
    expect(d.salesByDay.at(-1)).toEqual({ date: '2027-03-02', orders: 1, revenue: 1500 });
    expect(d.salesByDay.find((x) => x.date === '2027-02-28')).toEqual({
      date: '2027-02-28',
      orders: 1,
      revenue: 500.5,
    });
    expect(d.salesByDay.reduce((n, x) => n + x.orders, 0)).toBe(3);
  });
});
