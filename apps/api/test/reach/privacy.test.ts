import { describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import { deliveredOrder } from '../returns/returns-support';
import { createProduct, createReview, readOrderWithPayment, SHIPPING } from '../helpers/fixtures';
import {
  bearer,
  createUser,
  setupTestApp,
  TEST_PASSWORD,
  type TestUser,
} from '../helpers/test-app';

describe('privacy: export and erasure (Kenya Data Protection Act 2019)', () => {
  const t = setupTestApp();

  /** A shopper with an order, a review, a ticket, a saved cart, mails and a text. */
  async function busyShopper(): Promise<{ shopper: TestUser; productId: number; orderId: number }> {
    const product = await createProduct(t.app, { price: 100, inventory: 20 });
    const shopper = await createUser(t.app);
    const placed = await attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      headers: bearer(shopper.token),
      payload: {
        items: [{ product_id: product.id, quantity: 1, price: 100 }],
        total_amount: 100,
        shipping: { ...SHIPPING, address: 'Ngong Road 77' },
        payment_method: 'cash_on_delivery',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;
    await createReview(t.app, {
      productId: product.id,
      user: shopper.user,
      comment: 'Lovely kitenge',
    });
    const ticket = await attack(t.app, {
      method: 'POST',
      url: '/api/support/ticket',
      headers: bearer(shopper.token),
      payload: { subject: 'Size question', message: 'Does it run small?' },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const cart = await attack(t.app, {
      method: 'PUT',
      url: '/api/cart',
      headers: bearer(shopper.token),
      payload: { items: [{ product_id: product.id, quantity: 2 }] },
    });
    expect(cart.statusCode).toBe(200);
    return { shopper, productId: product.id, orderId };
  }

  const exportOf = (user: TestUser) =>
    attack(t.app, { method: 'GET', url: '/api/me/export', headers: bearer(user.token) });

  it("exports the returns a shopper asked for, with their lines and history, and nobody else's", async () => {
    const catalog = await createUser(t.app, { role: 'catalog' });
    const shopper = await createUser(t.app);
    const { order, item } = await deliveredOrder(t.app, catalog.token, shopper);
    const asked = await attack(t.app, {
      method: 'POST',
      url: `/api/orders/${order.id}/returns`,
      headers: { authorization: `Bearer ${shopper.token}`, 'idempotency-key': 'export-return-1' },
      payload: { lines: [{ order_item_id: item.id, quantity: 1, reason: 'defective' }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const data = (await exportOf(shopper)).json();
    expect(data.returns).toEqual([
      expect.objectContaining({
        order_id: order.id,
        status: 'Requested',
        lines: [expect.objectContaining({ order_item_id: item.id, reason: 'defective' })],
        history: [expect.objectContaining({ status: 'Requested' })],
      }),
    ]);
    expect(data.returns[0]).not.toHaveProperty('idempotency_key');
    const stranger = await createUser(t.app);
    expect((await exportOf(stranger)).json().returns).toEqual([]);
  });

  it('exports every kind of data about the caller as a file, and nothing of anyone else', async () => {
    const { shopper, orderId } = await busyShopper();
    const other = await busyShopper();
    const res = await exportOf(shopper);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mavazi-data-\d+-/);
    expect(res.headers['cache-control']).toContain('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: shopper.user.id, email: shopper.user.email });
    expect(data.addresses).toEqual([
      expect.objectContaining({ shipping_address: expect.stringContaining('Ngong Road 77') }),
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: orderId,
      items: [expect.objectContaining({ quantity: 1 })],
    });
    expect(data.orders[0]).not.toHaveProperty('lookup_token_hash');
    expect(data.reviews).toEqual([expect.objectContaining({ comment: 'Lovely kitenge' })]);
    expect(data.tickets).toEqual([
      expect.objectContaining({ subject: 'Size question', replies: [] }),
    ]);
    expect(data.mails.length).toBeGreaterThan(0);
    expect(data.mails.every((m: { to: string }) => m.to === shopper.user.email)).toBe(true);
    expect(data.texts.length).toBeGreaterThan(0);
    expect(data.saved_cart).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(data).toMatchObject({ payments: [], returns: [], wishlist: [] });
    const text = res.body;
    expect(text).not.toContain(other.shopper.user.email);
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('scrypt$');
    expect((await attack(t.app, { method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });

  it('erases the account with the password: tokens refused, orders kept anonymised, reviews renamed', async () => {
    const { shopper, orderId, productId } = await busyShopper();
    const erase = (password: unknown, user = shopper) =>
      attack(t.app, {
        method: 'DELETE',
        url: '/api/me',
        headers: bearer(user.token),
        payload: { password },
      });
    const wrong = await erase('not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await erase('')).statusCode).toBe(400);
    expect((await exportOf(shopper)).statusCode).toBe(200);

    const done = await erase(TEST_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    // The token (and every other) stops working at once.
    expect((await exportOf(shopper)).statusCode).toBe(401);
    expect((await erase(TEST_PASSWORD)).statusCode).toBe(401);

    const order = await readOrderWithPayment(t.app, orderId);
    expect(order).toMatchObject({
      guest_name: 'Deleted customer',
      shipping_address: '',
      total_cents: 10_000,
      delivery_phone: null,
      mpesa_phone: null,
    });
    const user = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', shopper.user.id)
      .executeTakeFirstOrThrow();
    expect(user.email).not.toBe(shopper.user.email);
    expect(user.username).not.toBe(shopper.user.username);
    expect(user.phone_number).toBeNull();
    expect(user.disabled_at).not.toBeNull();
    const reviews = await attack(t.app, {
      method: 'GET',
      url: `/api/product/${productId}/reviews`,
    });
    expect(reviews.body).toContain('Deleted customer');
    expect(reviews.body).not.toContain(shopper.user.username);
    const tickets = await t.app.db
      .selectFrom('support_tickets')
      .select('id')
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(tickets).toEqual([]);
    const carts = await t.app.db
      .selectFrom('saved_carts')
      .select('user_id')
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(carts).toEqual([]);
    // The last mail, and only that one, is left for the old address.
    const mails = await t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'status'])
      .where('to_address', '=', shopper.user.email)
      .execute();
    expect(mails.map((m) => m.subject)).toEqual(['Your Mavazi account has been deleted']);
    // Signing in with the old address no longer works.
    const login = await attack(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets only the owner erase a customer, with an audit row, and never a staff account', async () => {
    const { shopper } = await busyShopper();
    const owner = await createUser(t.app, { role: 'owner' });
    const erase = (by: TestUser, id: number) =>
      attack(t.app, {
        method: 'POST',
        url: `/api/admin/customers/${id}/erase`,
        headers: bearer(by.token),
      });
    for (const role of ['manager', 'support', 'fulfilment', 'catalog'] as const) {
      const staff = await createUser(t.app, { role });
      const res = await erase(staff, shopper.user.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    const other = await createUser(t.app);
    expect((await erase(other, shopper.user.id)).statusCode).toBe(403);
    const manager = await createUser(t.app, { role: 'manager' });
    const staffRes = await erase(owner, manager.user.id);
    expect(staffRes.statusCode).toBe(409);
    expect(staffRes.json().code).toBe('STAFF_NOT_ERASABLE');
    expect((await erase(owner, 999_999)).statusCode).toBe(404);

    const res = await erase(owner, shopper.user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((await exportOf(shopper)).statusCode).toBe(401);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.erase')
      .where('entity_id', '=', String(shopper.user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(owner.user.id);
  });
});
