import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  insertOrder,
  postCheckout,
  readProduct,
  SHIPPING,
} from '../helpers/fixtures';
import {
  bearer,
  countRows,
  createUser,
  createUsersOnce,
  setupTestApp,
  signIn,
} from '../helpers/test-app';

describe('admin orders', () => {
  const t = setupTestApp({}, { smtp: true });
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const patch = (ref: string | number, payload: object, token = admin.token) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${ref}`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const readOrder = (id: number) =>
    t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function placeOrder(
    lines: Array<{ id: number; quantity: number; price: number }>,
    shipping = SHIPPING,
  ) {
    const res = await postCheckout(t.app, shopper.token, {
      items: lines.map((l) => ({ product_id: l.id, quantity: l.quantity, price: l.price })),
      total_amount: lines.reduce((s, l) => s + l.quantity * l.price, 0),
      shipping,
      payment_method: 'mpesa',
    });
    expect(res.statusCode).toBe(201);
    return res.json().order as { id: number; order_number: string; created_at: string };
  }

  it('lists every order newest first with items, for admins only', async () => {
    const product = await createProduct(t.app, { price: 30, inventory: 10 });
    const other = await createUser(t.app);
    const older = await placeOrder([{ id: product.id, quantity: 1, price: 30 }]);
    const newer = (
      await postCheckout(t.app, other.token, {
        items: [{ product_id: product.id, quantity: 1, price: 30 }],
        total_amount: 30,
        shipping_address: 'Biashara Street 9',
        payment_method: 'paypal',
      })
    ).json().order;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as Array<{ id: number; items: unknown[] }>).map((o) => o.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.json()[0].items).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    const asShopper = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(shopper.token),
    });
    expect(asShopper.statusCode).toBe(403);
  });

  it('changes the status, records who and when, and mails the owner', async () => {
    const product = await createProduct(t.app, { price: 80, inventory: 10 });
    const order = await placeOrder([{ id: product.id, quantity: 1, price: 80 }], {
      address: 'Oloo Street 5',
      city: 'Kisumu',
      state: 'Kisumu',
      zip: '40100',
    });
    const res = await patch(order.id, { status: 'On Transit' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      status: 'On Transit',
      currentLocation: 'In transit to Kisumu',
      status_history: [
        { status: 'Pending', changed_by: null },
        { status: 'On Transit', changed_by: admin.user.id, changed_at: expect.any(String) },
      ],
    });
    await t.app.mailOutbox.runOnce();
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.text.includes('is now: On Transit'),
    );
    expect(mail.subject).toContain(order.order_number);
    expect(mail.text).toContain('In transit to Kisumu');

    // The shopper sees the new status in the tracking read.
    const tracked = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.order_number}`,
      headers: bearer(shopper.token),
    });
    expect(tracked.json()).toMatchObject({
      status: 'On Transit',
      currentLocation: 'In transit to Kisumu',
    });
  });

  it('derives tracking from each status, and admin-set values win until the next status change', async () => {
    const product = await createProduct(t.app, { price: 10, inventory: 10 });
    const order = await placeOrder([{ id: product.id, quantity: 1, price: 10 }], {
      address: 'Nyali Road 3',
      city: 'Mombasa',
      state: 'Mombasa',
      zip: '80100',
    });
    const confirmed = await patch(order.id, { status: 'Confirmed' });
    expect(confirmed.json()).toMatchObject({ currentLocation: 'Nairobi warehouse' });

    const set = await patch(order.id, {
      status: 'On Transit',
      currentLocation: 'Voi depot',
      expectedDeliveryDate: '2030-02-03T10:00:00Z',
    });
    expect(set.json()).toMatchObject({
      currentLocation: 'Voi depot',
      expectedDeliveryDate: '2030-02-03',
    });

    const delivered = await patch(order.id, { status: 'Delivered' });
    const deliveredAt = delivered.json().status_history.at(-1).changed_at as string;
    expect(delivered.json()).toMatchObject({
      currentLocation: 'Mombasa',
      expectedDeliveryDate: deliveredAt.slice(0, 10),
    });

    const other = await placeOrder([{ id: product.id, quantity: 1, price: 10 }]);
    const cancelled = await patch(other.id, { status: 'Cancelled' });
    expect(cancelled.json()).toMatchObject({
      currentLocation: 'Cancelled',
      expectedDeliveryDate: null,
    });
  });

  it('writes nothing when the status and tracking values are unchanged', async () => {
    const product = await createProduct(t.app, { price: 10, inventory: 10 });
    const order = await placeOrder([{ id: product.id, quantity: 1, price: 10 }]);
    const history = await countRows(t.app, 'order_status_history');
    const mail = await countRows(t.app, 'mail_outbox');
    const res = await patch(order.id, { status: 'Pending' });
    expect(res.statusCode).toBe(200);
    expect(await countRows(t.app, 'order_status_history')).toBe(history);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mail);
  });

  it('refuses bad input and unknown orders, changing nothing', async () => {
    const product = await createProduct(t.app, { price: 10, inventory: 10 });
    const order = await placeOrder([{ id: product.id, quantity: 1, price: 10 }]);
    const history = await countRows(t.app, 'order_status_history');
    for (const body of [
      { status: 'Shipped' },
      {},
      { status: 'Delivered', expectedDeliveryDate: 'soon' },
    ]) {
      const res = await patch(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(999999, { status: 'Delivered' })).statusCode).toBe(404);
    expect((await patch(order.id, { status: 'Delivered' }, '')).statusCode).toBe(401);
    expect((await patch(order.id, { status: 'Delivered' }, shopper.token)).statusCode).toBe(403);
    expect((await readOrder(order.id)).status).toBe('Pending');
    expect(await countRows(t.app, 'order_status_history')).toBe(history);
  });

  it('cancelling returns stock and reopening takes it again', async () => {
    const a = await createProduct(t.app, { price: 10, inventory: 10 });
    const b = await createProduct(t.app, { price: 20, inventory: 5 });
    const order = await placeOrder([
      { id: a.id, quantity: 3, price: 10 },
      { id: b.id, quantity: 2, price: 20 },
    ]);
    expect((await readProduct(t.app, a.id)).inventory).toBe(7);

    expect((await patch(order.id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await readProduct(t.app, a.id)).inventory).toBe(10);
    expect((await readProduct(t.app, b.id)).inventory).toBe(5);

    // Cancelled -> Cancelled moves nothing.
    expect((await patch(order.id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await readProduct(t.app, a.id)).inventory).toBe(10);

    expect((await patch(order.id, { status: 'Confirmed' })).statusCode).toBe(200);
    expect((await readProduct(t.app, a.id)).inventory).toBe(7);
    expect((await readProduct(t.app, b.id)).inventory).toBe(3);
  });

  it('refuses to reopen when the stock is gone, changing nothing (409)', async () => {
    const a = await createProduct(t.app, { price: 10, inventory: 5 });
    const b = await createProduct(t.app, { price: 20, inventory: 2 });
    const order = await placeOrder([
      { id: a.id, quantity: 1, price: 10 },
      { id: b.id, quantity: 2, price: 20 },
    ]);
    expect((await patch(order.id, { status: 'Cancelled' })).statusCode).toBe(200);
    // Someone else buys one of the returned items.
    const buyer = await createUser(t.app);
    const other = await postCheckout(t.app, buyer.token, {
      items: [{ product_id: b.id, quantity: 1, price: 20 }],
      total_amount: 20,
      shipping: SHIPPING,
      payment_method: 'mpesa',
    });
    expect(other.statusCode).toBe(201);

    const history = await countRows(t.app, 'order_status_history');
    const mail = await countRows(t.app, 'mail_outbox');
    const res = await patch(order.id, { status: 'Pending' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Not enough stock to reopen this order',
      code: 'OUT_OF_STOCK',
    });
    expect((await readOrder(order.id)).status).toBe('Cancelled');
    expect((await readProduct(t.app, a.id)).inventory).toBe(5);
    expect((await readProduct(t.app, b.id)).inventory).toBe(1);
    expect(await countRows(t.app, 'order_status_history')).toBe(history);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mail);
  });

  it('leaves deleted products out of stock moves', async () => {
    const kept = await createProduct(t.app, { price: 10, inventory: 5 });
    const removed = await createProduct(t.app, { price: 10, inventory: 5 });
    const order = await placeOrder([
      { id: kept.id, quantity: 1, price: 10 },
      { id: removed.id, quantity: 1, price: 10 },
    ]);
    await t.app.db
      .updateTable('products')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', removed.id)
      .execute();
    expect((await patch(order.id, { status: 'Cancelled' })).statusCode).toBe(200);
    expect((await readProduct(t.app, kept.id)).inventory).toBe(5);
    expect((await readProduct(t.app, removed.id)).inventory).toBe(4);
    const reopened = await patch(order.id, { status: 'Pending' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().items).toHaveLength(2);
    expect((await readProduct(t.app, kept.id)).inventory).toBe(4);
  });

  it('returns stock once when two admins cancel at the same moment', async () => {
    const product = await createProduct(t.app, { price: 10, inventory: 5 });
    const order = await placeOrder([{ id: product.id, quantity: 2, price: 10 }]);
    const second = await createUser(t.app, { admin: true });
    const results = await Promise.all([
      patch(order.id, { status: 'Cancelled' }),
      patch(order.id, { status: 'Cancelled' }, second.token),
      patch(order.id, { status: 'Cancelled' }),
    ]);
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect((await readProduct(t.app, product.id)).inventory).toBe(5);
    const cancels = await t.app.db
      .selectFrom('order_status_history')
      .select('id')
      .where('order_id', '=', order.id)
      .where('status', '=', 'Cancelled')
      .execute();
    expect(cancels).toHaveLength(1);
  });

  it('works end to end with tokens from the real shopper and admin logins', async () => {
    const buyer = await createUser(t.app);
    const buyerToken = await signIn(t.app, buyer.user.email, buyer.password);
    const boss = await createUser(t.app, { admin: true });
    const product = await createProduct(t.app, { price: 15, inventory: 2 });
    const placed = await postCheckout(t.app, buyerToken, {
      items: [{ product_id: product.id, quantity: 1, price: 15 }],
      total_amount: 15,
      shipping: SHIPPING,
      payment_method: 'mpesa',
    });
    expect(placed.statusCode).toBe(201);
    const id = placed.json().order.id;
    expect((await patch(id, { status: 'Confirmed' }, boss.token)).statusCode).toBe(200);
    const res = await patch(id, { status: 'Delivered' }, boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status_history.at(-1)).toMatchObject({
      status: 'Delivered',
      changed_by: boss.user.id,
    });
  });
});

describe('admin order filters and search', () => {
  const t = setupTestApp();
  const { admin, anna, brian } = createUsersOnce(t, {
    admin: { admin: true },
    anna: { username: 'anna_wanjiru', email: 'anna.w@example.com', phone_number: '+254722000111' },
    brian: { username: 'brian_otieno', email: 'brian.o@example.com', phone_number: null },
  });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const orders = [
      ['annaPending', anna.user.id, 'Pending', 'Pending', 'mpesa'],
      ['annaPaid', anna.user.id, 'Confirmed', 'Paid', 'mpesa'],
      ['brianPending', brian.user.id, 'Pending', 'Pending', 'paypal'],
      ['brianDelivered', brian.user.id, 'Delivered', 'Paid', 'credit_card'],
    ] as const;
    for (const [name, user_id, status, payment_status, payment_method] of orders) {
      const row = await insertOrder(t.app, { user_id, status, payment_status, payment_method });
      ids[name] = row.id;
    }
  });

  async function list(query: string, token = admin.token) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders${query}`,
      headers: bearer(token),
    });
    return res;
  }
  const idsOf = async (query: string) =>
    ((await list(query)).json() as Array<{ id: number }>).map((o) => o.id).sort((a, b) => a - b);
  const expected = (...names: string[]) => names.map((n) => ids[n] ?? 0).sort((a, b) => a - b);

  it('filters by status, payment status and method, and counts what matches', async () => {
    expect(await idsOf('?status=Pending')).toEqual(expected('annaPending', 'brianPending'));
    expect(await idsOf('?payment_status=Paid')).toEqual(expected('annaPaid', 'brianDelivered'));
    expect(await idsOf('?payment_method=paypal')).toEqual(expected('brianPending'));
    const both = await list('?status=Pending&payment_method=mpesa');
    expect(both.headers['x-total-count']).toBe('1');
    expect(both.json()[0]).toMatchObject({
      id: ids.annaPending,
      customer: {
        username: 'anna_wanjiru',
        email: 'anna.w@example.com',
        phone_number: '+254722000111',
      },
    });
  });

  it('searches by order number, username, email and phone in either Kenyan form', async () => {
    const number = (
      await t.app.db
        .selectFrom('orders')
        .select('order_number')
        .where('id', '=', ids.brianDelivered ?? 0)
        .executeTakeFirstOrThrow()
    ).order_number;
    expect(await idsOf(`?q=${number.toLowerCase()}`)).toEqual(expected('brianDelivered'));
    expect(await idsOf('?q=BRIAN_OT')).toEqual(expected('brianPending', 'brianDelivered'));
    expect(await idsOf('?q=anna.w%40example')).toEqual(expected('annaPending', 'annaPaid'));
    expect(await idsOf('?q=0722000111')).toEqual(expected('annaPending', 'annaPaid'));
    expect(await idsOf('?q=%2B254722000111&status=Confirmed')).toEqual(expected('annaPaid'));
    // LIKE wildcards are plain characters.
    expect(await idsOf('?q=%25')).toEqual([]);
    expect(await idsOf('?q=_')).toEqual(
      expected('annaPending', 'annaPaid', 'brianPending', 'brianDelivered'),
    );
  });

  it('refuses unknown filters and oversized searches, and non-admins', async () => {
    for (const query of [
      '?status=Lost',
      '?payment_status=Maybe',
      '?payment_method=cash',
      `?q=${'x'.repeat(101)}`,
      '?limit=0',
      '?offset=-1',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await list('?status=Pending', anna.token)).statusCode).toBe(403);
  });
});
