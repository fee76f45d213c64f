import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { attack, expectRefused } from '../helpers/attacks';
import {
  checkoutBody,
  createProduct,
  createPromo,
  postCheckout,
  readProduct,
  readPromo,
} from '../helpers/fixtures';
import { bearer, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';

// ASVS V8 (authorization: function and data level); Juice Shop "Admin Section", "View Basket",
// "Forged Review", "Forged Feedback".

interface AdminRoute {
  method: HTTPMethods;
  path: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('every /admin route', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });
  // Signing in, and choosing a password with an invitation's link, come before any token.
  const PUBLIC_ADMIN_PATHS = new Set(['/api/admin/login', '/api/admin/staff/accept']);
  let routes: AdminRoute[];
  let ids: { product: number; promo: number; ticket: number; order: number };

  beforeAll(async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = doc.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    routes = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin/') && !PUBLIC_ADMIN_PATHS.has(path))
      .flatMap(([path, ops]) =>
        METHODS.filter((m) => m in ops).map((m) => ({
          method: m.toUpperCase() as HTTPMethods,
          path,
        })),
      );
    // One real object of each kind, so a hole would visibly change something.
    const product = await createProduct(t.app, { price: 250, inventory: 10 });
    const promo = await createPromo(t.app, { usage_limit: 5 });
    const ticket = await attack(t.app, {
      method: 'POST',
      url: '/api/support/ticket',
      headers: bearer(shopper.token),
      payload: { subject: 'Where is my order', message: 'Please help' },
    });
    const order = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody([{ product_id: product.id, quantity: 1, price: 250 }], 250),
    );
    ids = {
      product: product.id,
      promo: promo.id,
      ticket: ticket.json<{ id: number }>().id,
      order: order.json<{ order: { id: number } }>().order.id,
    };
  });

  /** A concrete URL for an OpenAPI path, pointing at the real object of that kind. */
  function urlOf(path: string): string {
    const id = path.includes('/products/')
      ? ids.product
      : path.includes('/promocodes/')
        ? ids.promo
        : path.includes('/ticket')
          ? ids.ticket
          : ids.order;
    return path.replace(/\{[^}]+\}/g, String(id));
  }

  it('are found in the OpenAPI document (the list grows with the API, no hand-kept list)', () => {
    const listed = routes.map((r) => `${r.method} ${r.path}`);
    for (const known of [
      'GET /api/admin/dashboard',
      'GET /api/admin/users',
      'GET /api/admin/orders',
      'PATCH /api/admin/orders/{id}',
      'GET /api/admin/support/tickets',
      'PUT /api/admin/support/ticket/{id}',
      'POST /api/admin/products',
      'PUT /api/admin/products/{id}',
      'DELETE /api/admin/products/{id}',
      'GET /api/admin/promocodes',
      'POST /api/admin/promocodes',
      'PUT /api/admin/promocodes/{id}',
      'DELETE /api/admin/promocodes/{id}',
    ]) {
      expect(listed).toContain(known);
    }
  });

  it('answers 401 without a token and 403 to a shopper, before looking at the body', async () => {
    const bodies = [undefined, {}, { status: 'Cancelled', is_admin: true }];
    for (const route of routes) {
      for (const payload of bodies) {
        const withBody = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload };
        const anonymous = await attack(t.app, {
          method: route.method,
          url: urlOf(route.path),
          ...withBody,
        });
        expectRefused(anonymous, [401]);
        const asShopper = await attack(t.app, {
          method: route.method,
          url: urlOf(route.path),
          headers: bearer(shopper.token),
          ...withBody,
        });
        expectRefused(asShopper, [403]);
      }
    }
    // HEAD (added by the server for every GET) is guarded the same way.
    expect((await t.app.inject({ method: 'HEAD', url: '/api/admin/users' })).statusCode).toBe(401);
  });

  it('changed nothing while refusing', async () => {
    const product = await readProduct(t.app, ids.product);
    expect(product).toMatchObject({ deleted_at: null, inventory: 9, price_cents: 25_000 });
    expect(await readPromo(t.app, ids.promo)).toMatchObject({
      usage_limit: 5,
      times_used: 0,
      is_active: 1,
    });
    const order = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', ids.order)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('Pending');
    const ticket = await t.app.db
      .selectFrom('support_tickets')
      .selectAll()
      .where('id', '=', ids.ticket)
      .executeTakeFirstOrThrow();
    expect(ticket.status).toBe('Open');
    expect(await countRows(t.app, 'products')).toBe(1);
    expect(await countRows(t.app, 'promotions')).toBe(1);
    expect(await countRows(t.app, 'order_status_history')).toBe(1);
  });
});

describe("other shoppers' data", () => {
  const t = setupTestApp();
  const { owner, intruder } = createUsersOnce(t, { owner: {}, intruder: {} });
  let order: { id: number; order_number: string };

  beforeAll(async () => {
    const product = await createProduct(t.app, { price: 1200, inventory: 5 });
    const res = await postCheckout(
      t.app,
      owner.token,
      checkoutBody([{ product_id: product.id, quantity: 1, price: 1200 }], 1200),
    );
    expect(res.statusCode).toBe(201);
    order = res.json<{ order: { id: number; order_number: string } }>().order;
  });

  it("answers another user's order, by id or by order number, exactly like a missing one", async () => {
    const missing = await attack(t.app, {
      method: 'GET',
      url: '/api/orders/999999',
      headers: bearer(intruder.token),
    });
    expectRefused(missing, [404]);
    const digits = order.order_number.replace('ORD-', '');
    for (const ref of [
      String(order.id),
      order.order_number,
      order.order_number.toLowerCase(),
      `ORD-${Number(digits)}`,
    ]) {
      const res = await attack(t.app, {
        method: 'GET',
        url: `/api/orders/${ref}`,
        headers: bearer(intruder.token),
      });
      expect([res.statusCode, res.body]).toEqual([missing.statusCode, missing.body]);
    }
    // The owner sees it (the refs are right).
    const own = await attack(t.app, {
      method: 'GET',
      url: `/api/orders/${order.order_number}`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveProperty('currentLocation');
  });

  it("lists only the caller's own orders", async () => {
    const res = await attack(t.app, {
      method: 'GET',
      url: '/api/orders',
      headers: bearer(intruder.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("refuses to send notices about another user's order and queues no mail", async () => {
    const mailBefore = await countRows(t.app, 'mail_outbox');
    for (const ref of [String(order.id), order.order_number]) {
      const res = await attack(t.app, {
        method: 'POST',
        url: `/api/notify-order-status/${ref}`,
        headers: bearer(intruder.token),
      });
      expectRefused(res, [404]);
    }
    expect(await countRows(t.app, 'mail_outbox')).toBe(mailBefore);
    const row = await t.app.db
      .selectFrom('orders')
      .select('last_notified_at')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.last_notified_at).toBeNull();
  });

  it('takes the review author and owner from the token, never from the body', async () => {
    const product = await createProduct(t.app, { price: 300, inventory: 1 });
    const other = await createProduct(t.app, { price: 300, inventory: 1 });
    const res = await attack(t.app, {
      method: 'POST',
      url: `/api/product/${product.id}/reviews`,
      headers: bearer(intruder.token),
      payload: {
        rating: 5,
        comment: 'Great',
        author: owner.user.username,
        user_id: owner.user.id,
        product_id: other.id,
        created_at: '2000-01-01T00:00:00.000Z',
        id: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ review: Record<string, unknown> }>().review).toMatchObject({
      author: intruder.user.username,
      product_id: product.id,
    });
    const rows = await t.app.db.selectFrom('reviews').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: intruder.user.id,
      author: intruder.user.username,
      product_id: product.id,
    });
    expect(rows[0]?.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('files a support ticket under the caller, Open, whatever the body claims', async () => {
    const res = await attack(t.app, {
      method: 'POST',
      url: '/api/support/ticket',
      headers: bearer(intruder.token),
      payload: { subject: 'Hi', message: 'Question', user_id: owner.user.id, status: 'Resolved' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user_id: intruder.user.id, status: 'Open' });
  });
});

describe('signed-in shopper routes', () => {
  const t = setupTestApp();

  it('answer 401 to a stranger before looking at the body or the id', async () => {
    const calls: Array<{ method: HTTPMethods; url: string }> = [
      { method: 'POST', url: '/api/checkout' },
      { method: 'POST', url: '/api/support/ticket' },
      { method: 'PUT', url: '/api/update_user' },
      { method: 'GET', url: '/api/orders/not-an-id' },
      { method: 'POST', url: '/api/notify-order-status/not-an-id' },
      { method: 'POST', url: '/api/product/abc/reviews' },
    ];
    for (const call of calls) {
      const res = await attack(t.app, { ...call, payload: { nonsense: true } });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).not.toHaveProperty('details');
    }
  });
});
