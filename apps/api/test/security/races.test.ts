import { describe, expect, it } from 'vitest';
import { attack, countBy, times } from '../helpers/attacks';
import {
  checkoutBody,
  createProduct,
  createPromo,
  readProduct,
  readPromo,
} from '../helpers/fixtures';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';

// ASVS V2.3 (business logic limits, atomic transactions); Juice Shop "Race condition" family
// (limited stock, coupon usage, duplicate submissions).

describe('races', () => {
  const t = setupTestApp();

  const checkout = (
    token: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      headers: { ...bearer(token), ...headers },
      payload,
    });
  const statusCounts = (responses: Array<{ statusCode: number }>) =>
    Object.fromEntries(countBy(responses.map((r) => r.statusCode)));

  it('sells exactly 5 of 5 in stock to 50 parallel buyers', async () => {
    const product = await createProduct(t.app, {
      price: 2500,
      inventory: 5,
      name: 'Beaded sandals',
    });
    const buyers = await times(50, () => createUser(t.app));
    const responses = await Promise.all(
      buyers.map((b) =>
        checkout(
          b.token,
          checkoutBody([{ product_id: product.id, quantity: 1, price: 2500 }], 2500),
        ),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 5, 409: 45 });
    expect((await readProduct(t.app, product.id)).inventory).toBe(0);
    const sold = await t.app.db
      .selectFrom('order_items')
      .select(['order_id', 'quantity'])
      .where('product_id', '=', product.id)
      .execute();
    expect(sold).toHaveLength(5);
    expect(new Set(sold.map((s) => s.order_id)).size).toBe(5);
  });

  it('redeems a code limited to 3 exactly 3 times among 50 parallel checkouts', async () => {
    const product = await createProduct(t.app, { price: 1000, inventory: 1000 });
    const promo = await createPromo(t.app, {
      code: 'FLASH3',
      discount_percentage: 25,
      usage_limit: 3,
    });
    const buyers = await times(50, () => createUser(t.app));
    const responses = await Promise.all(
      buyers.map((b) =>
        checkout(
          b.token,
          checkoutBody([{ product_id: product.id, quantity: 1, price: 1000 }], 750, {
            promotion_code: 'flash3',
          }),
        ),
      ),
    );
    expect(statusCounts(responses)).toEqual({ 201: 3, 409: 47 });
    expect((await readPromo(t.app, promo.id)).times_used).toBe(3);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('promotion_id', '=', promo.id)
      .execute();
    expect(orders).toHaveLength(3);
    // The 47 losers took no stock.
    expect((await readProduct(t.app, product.id)).inventory).toBe(997);
  });

  it('places one order for an Idempotency-Key sent twice, one after the other', async () => {
    const product = await createProduct(t.app, { price: 400, inventory: 10 });
    const buyer = await createUser(t.app);
    const body = checkoutBody([{ product_id: product.id, quantity: 2, price: 400 }], 800);
    const key = { 'idempotency-key': 'cart-7f3a-0001' };
    const first = await checkout(buyer.token, body, key);
    const second = await checkout(buyer.token, body, key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<{ order: { id: number } }>().order.id).toBe(
      first.json<{ order: { id: number } }>().order.id,
    );
    expect((await readProduct(t.app, product.id)).inventory).toBe(8);
  });

  it('places one order for an Idempotency-Key sent 10 times at once', async () => {
    const product = await createProduct(t.app, { price: 400, inventory: 10 });
    const buyer = await createUser(t.app);
    const body = checkoutBody([{ product_id: product.id, quantity: 1, price: 400 }], 400);
    const responses = await times(10, () =>
      checkout(buyer.token, body, { 'idempotency-key': 'double-click-42' }),
    );
    expect(statusCounts(responses)).toEqual({ 200: 9, 201: 1 });
    const orderIds = new Set(responses.map((r) => r.json<{ order: { id: number } }>().order.id));
    expect(orderIds.size).toBe(1);
    expect((await readProduct(t.app, product.id)).inventory).toBe(9);
    // The key belongs to the buyer: another shopper with the same key gets an order of their own.
    const other = await createUser(t.app);
    expect(
      (await checkout(other.token, body, { 'idempotency-key': 'double-click-42' })).statusCode,
    ).toBe(201);
  });

  it('keeps one review of 10 identical parallel reviews from one user (one review per shopper and product)', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const shopper = await createUser(t.app);
    const responses = await times(10, () =>
      attack(t.app, {
        method: 'POST',
        url: `/api/product/${product.id}/reviews`,
        headers: bearer(shopper.token),
        payload: { rating: 1, comment: 'Same text ten times' },
      }),
    );
    expect(statusCounts(responses)).toEqual({ 201: 10 });
    const rows = await t.app.db
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', product.id)
      .execute();
    expect(rows).toHaveLength(1);
    const detail = await attack(t.app, { method: 'GET', url: `/api/product/${product.id}` });
    expect(detail.json()).toMatchObject({ rating_count: 1, rating_average: 1 });
  });

  it('stores only the per-account limit of 10 parallel support tickets from one user', async () => {
    const limit = t.config.rateLimits.ticketsPerAccount.max;
    const shopper = await createUser(t.app);
    const responses = await times(10, () =>
      attack(t.app, {
        method: 'POST',
        url: '/api/support/ticket',
        headers: bearer(shopper.token),
        payload: { subject: 'Refund', message: 'Same message' },
      }),
    );
    expect(statusCounts(responses)).toEqual({ 201: limit, 429: 10 - limit });
    const rows = await t.app.db
      .selectFrom('support_tickets')
      .select('id')
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(rows).toHaveLength(limit);
  });

  it('returns the stock of an order once when 10 admins cancel it at the same moment', async () => {
    const product = await createProduct(t.app, { price: 300, inventory: 5 });
    const buyer = await createUser(t.app);
    const placed = await checkout(
      buyer.token,
      checkoutBody([{ product_id: product.id, quantity: 3, price: 300 }], 900),
    );
    const orderId = placed.json<{ order: { id: number } }>().order.id;
    const admin = await createUser(t.app, { admin: true });
    const responses = await times(10, () =>
      attack(t.app, {
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}`,
        headers: bearer(admin.token),
        payload: { status: 'Cancelled' },
      }),
    );
    // One cancels; the rest see it cancelled already (200, no change) or lost the race (409).
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    expect((await readProduct(t.app, product.id)).inventory).toBe(5);
    const history = await t.app.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', orderId)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['Pending', 'Cancelled']);
  });

  it('lets one of 10 parallel uses of one reset link through', async () => {
    const { user } = await createUser(t.app);
    await attack(t.app, {
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: user.email },
    });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    const token = /\/password-reset\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? '';
    const responses = await times(10, (i) =>
      attack(t.app, {
        method: 'POST',
        url: `/api/reset-password/${token}`,
        payload: { password: `new-password-${i}` },
      }),
    );
    expect(statusCounts(responses)).toEqual({ 200: 1, 400: 9 });
  });
});
