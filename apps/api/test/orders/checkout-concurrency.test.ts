import { describe, expect, it } from 'vitest';
import {
  createProduct,
  createPromo,
  postCheckout,
  readProduct,
  readPromo,
  SHIPPING,
} from '../helpers/fixtures';
import { createUser, setupTestApp } from '../helpers/test-app';

describe('simultaneous checkouts', () => {
  const t = setupTestApp();

  it('sells exactly the stock there is: 20 buyers, 5 in stock', async () => {
    const product = await createProduct(t.app, { price: 1999, inventory: 5, name: 'Leso wrap' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    const responses = await Promise.all(
      buyers.map((b) =>
        postCheckout(t.app, b.token, {
          items: [{ product_id: product.id, quantity: 1, price: 1999 }],
          total_amount: 1999,
          shipping: SHIPPING,
          payment_method: 'mpesa',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({ error: 'Not enough stock for Leso wrap', code: 'OUT_OF_STOCK' });
    }
    expect((await readProduct(t.app, product.id)).inventory).toBe(0);
    const orders = await t.app.db
      .selectFrom('order_items')
      .select('order_id')
      .where('product_id', '=', product.id)
      .execute();
    expect(orders).toHaveLength(5);
    const numbers = new Set(
      responses.filter((r) => r.statusCode === 201).map((r) => r.json().order.order_number),
    );
    expect(numbers.size).toBe(5);
  });

  it('redeems a promo exactly up to its limit: 10 buyers, limit 3', async () => {
    const product = await createProduct(t.app, { price: 500, inventory: 100 });
    const promo = await createPromo(t.app, {
      code: 'ONLY3',
      discount_percentage: 20,
      usage_limit: 3,
    });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const responses = await Promise.all(
      buyers.map((b) =>
        postCheckout(t.app, b.token, {
          items: [{ product_id: product.id, quantity: 2, price: 500 }],
          total_amount: 800,
          shipping_address: 'Tom Mboya Street 4, Nairobi',
          payment_method: 'credit_card',
          promotion_code: 'only3',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({
        error: 'Promotion code has reached its usage limit',
        code: 'PROMO_USED_UP',
      });
    }
    expect((await readPromo(t.app, promo.id)).times_used).toBe(3);
    const withPromo = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('promotion_id', '=', promo.id)
      .execute();
    expect(withPromo).toHaveLength(3);
    // Only the 3 winners took stock.
    expect((await readProduct(t.app, product.id)).inventory).toBe(94);
  });

  it('keeps two products consistent when buyers take them in opposite line orders', async () => {
    const a = await createProduct(t.app, { price: 10, inventory: 4 });
    const b = await createProduct(t.app, { price: 20, inventory: 4 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app)));
    const responses = await Promise.all(
      buyers.map((buyer, i) => {
        const lines = [
          { product_id: a.id, quantity: 1, price: 10 },
          { product_id: b.id, quantity: 1, price: 20 },
        ];
        return postCheckout(t.app, buyer.token, {
          items: i % 2 ? lines.reverse() : lines,
          total_amount: 30,
          shipping: SHIPPING,
          payment_method: 'mpesa',
        });
      }),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    expect((await readProduct(t.app, a.id)).inventory).toBe(0);
    expect((await readProduct(t.app, b.id)).inventory).toBe(0);
  });
});
