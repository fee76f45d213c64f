import { describe, expect, it } from 'vitest';
import { createProduct, postCheckout, SHIPPING } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp, type TestUser } from '../helpers/test-app';

const DAY = 86_400_000;
const plusDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * DAY).toISOString().slice(0, 10);

describe('shopper orders, tracking and notifications', () => {
  const t = setupTestApp({}, { smtp: true });
  const { alice, bob } = createUsersOnce(t, { alice: {}, bob: {} });

  const get = (url: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
    });
  const notify = (ref: string | number, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/notify-order-status/${ref}`,
      headers: token ? bearer(token) : {},
    });

  async function placeOrder(user: TestUser, shipping: Record<string, string> = SHIPPING) {
    const product = await createProduct(t.app, { price: 120, inventory: 10, name: 'Sisal bag' });
    const res = await postCheckout(t.app, user.token, {
      items: [{ product_id: product.id, quantity: 2, price: 120 }],
      total_amount: 240,
      shipping,
      payment_method: 'mpesa',
    });
    expect(res.statusCode).toBe(201);
    return res.json().order as { id: number; order_number: string; created_at: string };
  }

  it("lists only the caller's orders, newest first, with items", async () => {
    const first = await placeOrder(alice);
    const second = await placeOrder(alice);
    const bobs = await placeOrder(bob);
    const res = await get('/orders', alice.token);
    expect(res.statusCode).toBe(200);
    const orders = res.json() as Array<{ id: number; user_id: number; items: unknown[] }>;
    expect(orders.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(orders.every((o) => o.user_id === alice.user.id && o.items.length === 1)).toBe(true);
    expect(orders[0]?.items[0]).toMatchObject({
      product_name: 'Sisal bag',
      quantity: 2,
      price: 120,
    });
    expect(orders.some((o) => o.id === bobs.id)).toBe(false);
    expect((await get('/orders')).statusCode).toBe(401);
  });

  it('reads one order by id or by order number, with tracking and history', async () => {
    const order = await placeOrder(alice);
    const short = `ord-${order.id}`;
    for (const ref of [
      String(order.id),
      order.order_number,
      order.order_number.toLowerCase(),
      short,
    ]) {
      const res = await get(`/orders/${ref}`, alice.token);
      expect(res.statusCode, ref).toBe(200);
      expect(res.json()).toMatchObject({
        id: order.id,
        order_number: order.order_number,
        status: 'Pending',
        currentLocation: 'Nairobi warehouse',
        expectedDeliveryDate: plusDays(order.created_at, 3),
        status_history: [{ status: 'Pending', changed_at: order.created_at, changed_by: null }],
      });
    }
  });

  it('derives a later delivery date outside Nairobi', async () => {
    const order = await placeOrder(alice, {
      address: 'Nyali Road 3',
      city: 'Mombasa',
      state: 'Mombasa',
      zip: '80100',
    });
    const res = await get(`/orders/${order.id}`, alice.token);
    expect(res.json()).toMatchObject({
      currentLocation: 'Nairobi warehouse',
      expectedDeliveryDate: plusDays(order.created_at, 5),
    });
  });

  it("answers 404 for another user's order, by id and by number, exactly like a missing one", async () => {
    const order = await placeOrder(bob);
    for (const ref of [
      String(order.id),
      order.order_number,
      '999999',
      'ORD-999999',
      '9999999999',
    ]) {
      const res = await get(`/orders/${ref}`, alice.token);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
      const n = await notify(ref, alice.token);
      expect(n.statusCode, ref).toBe(404);
      expect(n.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
    expect((await get('/orders/not-an-id', alice.token)).statusCode).toBe(400);
    expect((await get(`/orders/${order.id}`)).statusCode).toBe(401);
    expect((await notify(order.id)).statusCode).toBe(401);
  });

  it('mails the current status on request, at most once a minute per order', async () => {
    const order = await placeOrder(alice);
    const other = await placeOrder(alice);
    const res = await notify(order.order_number, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification sent successfully' });
    await t.app.mailOutbox.runOnce();
    const mail = await t.smtp.waitFor(
      (m) =>
        m.to.includes(alice.user.email) &&
        m.subject.includes(order.order_number) &&
        m.text.includes('is now: Pending'),
    );
    expect(mail.text).toContain('Current location: Nairobi warehouse');

    const again = await notify(order.id, alice.token);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    expect(again.json()).toEqual({
      error: 'A notification for this order was sent less than a minute ago',
      code: 'NOTICE_TOO_SOON',
    });
    // The limit is per order.
    expect((await notify(other.id, alice.token)).statusCode).toBe(200);

    // Once the last notice is over a minute old, another may go out.
    await t.app.db
      .updateTable('orders')
      .set({ last_notified_at: new Date(Date.now() - 61_000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    expect((await notify(order.id, alice.token)).statusCode).toBe(200);
  });

  it('lets only one of simultaneous notify calls through', async () => {
    const order = await placeOrder(alice);
    const mailBefore = await t.app.db.selectFrom('mail_outbox').select('id').execute();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => notify(order.id, alice.token)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    const mailAfter = await t.app.db.selectFrom('mail_outbox').select('id').execute();
    expect(mailAfter.length - mailBefore.length).toBe(1);
  });
});
