import { describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createProduct,
  createPromo,
  postCheckout,
  readProduct,
  readPromo,
  snapshot,
} from '../helpers/fixtures';
import { countRows, createUser, setupTestApp } from '../helpers/test-app';

describe('checkout rules: idempotency keys, unpaid orders, promotion limits per customer', () => {
  const t = setupTestApp({ MAX_OPEN_UNPAID_ORDERS: '2' });

  it('refuses an Idempotency-Key reused for a different cart with 422, changing nothing', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const shopper = await createUser(t.app);
    const key = { 'idempotency-key': `key-${product.id}` };
    const one = checkoutBody([{ product_id: product.id, quantity: 1, price: 100 }], 100);
    const two = checkoutBody([{ product_id: product.id, quantity: 2, price: 100 }], 200);
    const first = await postCheckout(t.app, shopper.token, one, key);
    expect(first.statusCode).toBe(201);
    const before = await snapshot(t.app, [product.id]);

    const reused = await postCheckout(t.app, shopper.token, two, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await snapshot(t.app, [product.id])).toEqual(before);

    const retried = await postCheckout(t.app, shopper.token, one, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().order.id).toBe(first.json().order.id);
  });

  it('caps the orders a shopper has placed and not paid, and counts paid and cancelled ones out', async () => {
    const product = await createProduct(t.app, { price: 50, inventory: 20 });
    const shopper = await createUser(t.app);
    const body = checkoutBody([{ product_id: product.id, quantity: 1, price: 50 }], 50);
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await postCheckout(t.app, shopper.token, body);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().order.id);
    }
    const before = await snapshot(t.app, [product.id]);
    const third = await postCheckout(t.app, shopper.token, body);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      error: 'You have 2 orders waiting for payment; please pay for one before placing another',
      code: 'TOO_MANY_UNPAID_ORDERS',
    });
    expect(await snapshot(t.app, [product.id])).toEqual(before);

    // Another shopper is not affected.
    expect((await postCheckout(t.app, (await createUser(t.app)).token, body)).statusCode).toBe(201);

    await t.app.db
      .updateTable('order_payments')
      .set({ payment_status: 'Paid' })
      .where('order_id', '=', ids[0] ?? 0)
      .execute();
    expect((await postCheckout(t.app, shopper.token, body)).statusCode).toBe(201);
  });

  it('holds the cap when one shopper fires many checkouts at once', async () => {
    const product = await createProduct(t.app, { price: 50, inventory: 20 });
    const shopper = await createUser(t.app);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        postCheckout(
          t.app,
          shopper.token,
          checkoutBody([{ product_id: product.id, quantity: 1, price: 50 }], 50),
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect((await readProduct(t.app, product.id)).inventory).toBe(18);
  });

  it('limits redemptions per customer, exactly, and a cancelled order gives its use back', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 20 });
    const promo = await createPromo(t.app, { discount_percentage: 10, per_customer_limit: 1 });
    const shopper = await createUser(t.app);
    const body = checkoutBody([{ product_id: product.id, quantity: 1, price: 100 }], 90, {
      promotion_code: promo.code,
    });
    const responses = await Promise.all([
      postCheckout(t.app, shopper.token, body),
      postCheckout(t.app, shopper.token, body),
      postCheckout(t.app, shopper.token, body),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: 'You have already used this promotion code as often as it allows',
      code: 'PROMO_CUSTOMER_LIMIT',
    });
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);

    // Other shoppers still may.
    expect((await postCheckout(t.app, (await createUser(t.app)).token, body)).statusCode).toBe(201);

    const placed = responses.find((r) => r.statusCode === 201)?.json().order.id as number;
    await t.app.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('id', '=', placed)
      .execute();
    const orders = await countRows(t.app, 'orders');
    expect((await postCheckout(t.app, shopper.token, body)).statusCode).toBe(201);
    expect(await countRows(t.app, 'orders')).toBe(orders + 1);
  });
});
