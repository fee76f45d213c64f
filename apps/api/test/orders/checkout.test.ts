import { describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createProduct,
  createPromo,
  postCheckout,
  readProduct,
  readPromo,
  SHIPPING,
  snapshot,
} from '../helpers/fixtures';
import { bearer, countRows, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('POST /checkout', () => {
  const t = setupTestApp({}, { smtp: true });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('places a Pending order at the server prices, takes stock, and mails the order number', async () => {
    const shirt = await createProduct(t.app, { price: 1499.5, inventory: 10, name: 'Kikoi shirt' });
    const cap = await createProduct(t.app, { price: 250, inventory: 3, name: 'Maasai cap' });
    const res = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody(
        [
          { product_id: shirt.id, quantity: 2, price: 1499.5 },
          { product_id: cap.id, quantity: 1, price: 250 },
        ],
        3249,
      ),
    );
    expect(res.statusCode).toBe(201);
    const { message, order } = res.json();
    expect(message).toBe('Order placed successfully');
    expect(order).toMatchObject({
      order_number: `ORD-${String(order.id).padStart(6, '0')}`,
      user_id: shopper.user.id,
      status: 'Pending',
      payment_status: 'Pending',
      payment_method: 'mpesa',
      subtotal: 3249,
      discount_percentage: 0,
      total_amount: 3249,
      promotion_code: null,
      shipping_address: 'Moi Avenue 12, Nairobi, Nairobi County 00100',
    });
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        product_id: shirt.id,
        product_name: 'Kikoi shirt',
        quantity: 2,
        price: 1499.5,
        variant_id: null,
        size: null,
        colour: null,
        sku: null,
        image_url: '/images/products/kitenge-shirt.svg',
      },
      {
        id: expect.any(Number),
        product_id: cap.id,
        product_name: 'Maasai cap',
        quantity: 1,
        price: 250,
        variant_id: null,
        size: null,
        colour: null,
        sku: null,
        image_url: '/images/products/kitenge-shirt.svg',
      },
    ]);
    expect((await readProduct(t.app, shirt.id)).inventory).toBe(8);
    expect((await readProduct(t.app, cap.id)).inventory).toBe(2);

    const row = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      shipping_city: 'Nairobi',
      shipping_state: 'Nairobi County',
      shipping_zip: '00100',
    });
    expect(row.total_cents).toBe(324900);
    const history = await t.app.db
      .selectFrom('order_status_history')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(history).toEqual([expect.objectContaining({ status: 'Pending' })]);

    await t.app.mailOutbox.runOnce();
    const mail = await t.smtp.waitFor(
      (m) => m.to.includes(shopper.user.email) && m.text.includes(order.order_number),
    );
    expect(mail.subject).toContain(order.order_number);
    expect(mail.text).toContain('Kikoi shirt x 2');
    expect(mail.text).toContain('Total: KSh 3,249');
    expect(mail.text).toContain('Moi Avenue 12, Nairobi');
  });

  it('applies a promo in integer cents, rounding the discount to the cent once', async () => {
    const product = await createProduct(t.app, { price: 333.33, inventory: 10 });
    const promo = await createPromo(t.app, { code: 'ROUND15', discount_percentage: 15 });
    // 3 x 333.33 = 999.99; 15% = 149.9985 -> 150.00; total 849.99
    const res = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody([{ product_id: product.id, quantity: 3, price: 333.33 }], 849.99, {
        promotion_code: ' round15 ',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: 999.99,
      discount_percentage: 15,
      total_amount: 849.99,
      promotion_code: 'ROUND15',
    });
    const row = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', res.json().order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      subtotal_cents: 99999,
      discount_cents: 15000,
      total_cents: 84999,
      promotion_id: promo.id,
    });
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);
  });

  it('merges repeated lines of one product and treats an empty promo code as none', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const res = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody(
        [
          { product_id: product.id, quantity: 1, price: 100 },
          { product_id: product.id, quantity: 2, price: 100 },
        ],
        300,
        { promotion_code: '', shipping_address: 'Kenyatta Road 7' },
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order.items).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 3 }),
    ]);
    expect(res.json().order.shipping_address).toBe('Kenyatta Road 7');
    expect((await readProduct(t.app, product.id)).inventory).toBe(2);
  });

  it('accepts a bare shipping_address without the shipping form', async () => {
    const product = await createProduct(t.app, { price: 10, inventory: 5 });
    const res = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 10 }],
      total_amount: 10,
      shipping_address: 'Nyali Road 3, Mombasa',
      payment_method: 'paypal',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      shipping_address: 'Nyali Road 3, Mombasa',
      payment_method: 'paypal',
    });
  });

  describe('refusals leave stock, promo usage, orders and mail untouched', () => {
    it.each([
      ['an empty cart', () => ({ items: [] })],
      ['quantity 0', (id: number) => ({ items: [{ product_id: id, quantity: 0, price: 50 }] })],
      ['quantity 100', (id: number) => ({ items: [{ product_id: id, quantity: 100, price: 50 }] })],
      [
        'a fractional quantity',
        (id: number) => ({ items: [{ product_id: id, quantity: 1.5, price: 50 }] }),
      ],
      ['an unknown payment method', () => ({ payment_method: 'cash' })],
      ['no address at all', () => ({ shipping: undefined })],
      ['a shipping form without zip', () => ({ shipping: { ...SHIPPING, zip: '' } })],
      ['a client-set payment_status', () => ({ payment_status: 'Paid' })],
      ['a client-set status', () => ({ status: 'Delivered' })],
      [
        'merged lines over 99',
        (id: number) => ({
          items: [
            { product_id: id, quantity: 60, price: 50 },
            { product_id: id, quantity: 40, price: 50 },
          ],
          total_amount: 5000,
        }),
      ],
    ])('400 for %s', async (_label, patch) => {
      const product = await createProduct(t.app, { price: 50, inventory: 200 });
      const before = await snapshot(t.app, [product.id]);
      const payload = {
        ...checkoutBody([{ product_id: product.id, quantity: 1, price: 50 }], 50),
        ...patch(product.id),
      };
      const res = await postCheckout(t.app, shopper.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
      expect(await snapshot(t.app, [product.id])).toEqual(before);
    });

    it('401 without a token', async () => {
      const product = await createProduct(t.app, { price: 50, inventory: 5 });
      const before = await snapshot(t.app, [product.id]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: checkoutBody([{ product_id: product.id, quantity: 1, price: 50 }], 50),
      });
      expect(res.statusCode).toBe(401);
      expect(await snapshot(t.app, [product.id])).toEqual(before);
    });

    it('404 for an unknown or deleted product, even next to a good line', async () => {
      const good = await createProduct(t.app, { price: 50, inventory: 5 });
      const gone = await createProduct(t.app, { price: 50, inventory: 5, deleted: true });
      const before = await snapshot(t.app, [good.id, gone.id]);
      for (const missing of [gone.id, 987654, 3_000_000_000]) {
        const res = await postCheckout(
          t.app,
          shopper.token,
          checkoutBody(
            [
              { product_id: good.id, quantity: 1, price: 50 },
              { product_id: missing, quantity: 1, price: 50 },
            ],
            100,
          ),
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: `Product ${missing} not found`,
          code: 'PRODUCT_NOT_FOUND',
        });
      }
      expect(await snapshot(t.app, [good.id, gone.id])).toEqual(before);
    });

    it('400 for an order over the per-order maximum', async () => {
      const pricey = await createProduct(t.app, { price: 9_000_000, inventory: 10 });
      const before = await snapshot(t.app, [pricey.id]);
      const res = await postCheckout(
        t.app,
        shopper.token,
        checkoutBody([{ product_id: pricey.id, quantity: 3, price: 9_000_000 }], 27_000_000),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('at most KSh 21,474,836.47');
      expect(await snapshot(t.app, [pricey.id])).toEqual(before);
    });

    it('409 when a client price differs from the server price', async () => {
      const product = await createProduct(t.app, { price: 1200, inventory: 5 });
      const before = await snapshot(t.app, [product.id]);
      const res = await postCheckout(
        t.app,
        shopper.token,
        checkoutBody([{ product_id: product.id, quantity: 1, price: 1000 }], 1000),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Prices have changed, please review your cart',
        code: 'PRICES_CHANGED',
      });
      expect(await snapshot(t.app, [product.id])).toEqual(before);
    });

    it('409 when the total differs from the server total', async () => {
      const product = await createProduct(t.app, { price: 333.33, inventory: 5 });
      const promo = await createPromo(t.app, { discount_percentage: 15 });
      const before = await snapshot(t.app, [product.id], [promo.id]);
      // The server total is 849.99; anything else in cents is refused.
      for (const total of [999.99, 849.98, 850]) {
        const res = await postCheckout(
          t.app,
          shopper.token,
          checkoutBody([{ product_id: product.id, quantity: 3, price: 333.33 }], total, {
            promotion_code: promo.code,
          }),
        );
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'Order total has changed, please review your cart',
          code: 'TOTAL_CHANGED',
        });
      }
      expect(await snapshot(t.app, [product.id], [promo.id])).toEqual(before);
    });

    it('409 when stock is short, for any line, with the product name', async () => {
      const plenty = await createProduct(t.app, { price: 10, inventory: 50 });
      const scarce = await createProduct(t.app, {
        price: 20,
        inventory: 1,
        name: 'Beaded necklace',
      });
      const promo = await createPromo(t.app, { usage_limit: 5, discount_percentage: 50 });
      const before = await snapshot(t.app, [plenty.id, scarce.id], [promo.id]);
      const res = await postCheckout(
        t.app,
        shopper.token,
        checkoutBody(
          [
            { product_id: plenty.id, quantity: 3, price: 10 },
            { product_id: scarce.id, quantity: 2, price: 20 },
          ],
          35,
          { promotion_code: promo.code },
        ),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'Not enough stock for Beaded necklace',
        code: 'OUT_OF_STOCK',
      });
      expect(await snapshot(t.app, [plenty.id, scarce.id], [promo.id])).toEqual(before);
    });

    it('404 for an unknown, inactive or expired promo and 409 for a used-up one', async () => {
      const product = await createProduct(t.app, { price: 100, inventory: 5 });
      const inactive = await createPromo(t.app, { is_active: false });
      const expired = await createPromo(t.app, {
        start_date: '2020-01-01',
        end_date: '2020-12-31',
      });
      const usedUp = await createPromo(t.app, { usage_limit: 1, times_used: 1 });
      const ids = [inactive.id, expired.id, usedUp.id];
      const before = await snapshot(t.app, [product.id], ids);
      const invalid = { error: 'Invalid or expired promotion code', code: 'PROMO_INVALID' };
      const cases: Array<[string, number, { error: string; code: string }]> = [
        ['NOSUCHPROMO', 404, invalid],
        [inactive.code, 404, invalid],
        [expired.code, 404, invalid],
        [
          usedUp.code,
          409,
          { error: 'Promotion code has reached its usage limit', code: 'PROMO_USED_UP' },
        ],
      ];
      for (const [code, status, error] of cases) {
        const res = await postCheckout(
          t.app,
          shopper.token,
          checkoutBody([{ product_id: product.id, quantity: 1, price: 100 }], 90, {
            promotion_code: code,
          }),
        );
        expect(res.statusCode, code).toBe(status);
        expect(res.json()).toEqual(error);
      }
      expect(await snapshot(t.app, [product.id], ids)).toEqual(before);
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the first order for a retry with the same key instead of placing a second', async () => {
      const product = await createProduct(t.app, { price: 75, inventory: 10 });
      const payload = checkoutBody([{ product_id: product.id, quantity: 2, price: 75 }], 150);
      const key = { 'idempotency-key': 'retry-key-1' };
      const first = await postCheckout(t.app, shopper.token, payload, key);
      expect(first.statusCode).toBe(201);
      const before = await snapshot(t.app, [product.id]);
      const second = await postCheckout(t.app, shopper.token, payload, key);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await snapshot(t.app, [product.id])).toEqual(before);
      expect((await readProduct(t.app, product.id)).inventory).toBe(8);

      // The key belongs to one user: another user's same key is a new order.
      const other = await createUser(t.app);
      const third = await postCheckout(t.app, other.token, payload, key);
      expect(third.statusCode).toBe(201);
      expect(third.json().order.id).not.toBe(first.json().order.id);
    });

    it('places one order for simultaneous requests with the same key', async () => {
      const product = await createProduct(t.app, { price: 40, inventory: 3 });
      const buyer = await createUser(t.app);
      const payload = checkoutBody([{ product_id: product.id, quantity: 1, price: 40 }], 40);
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          postCheckout(t.app, buyer.token, payload, { 'idempotency-key': 'same-tap' }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
      const ids = new Set(responses.map((r) => r.json().order.id));
      expect(ids.size).toBe(1);
      const orders = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', buyer.user.id)
        .execute();
      expect(orders).toHaveLength(1);
      expect((await readProduct(t.app, product.id)).inventory).toBe(2);
    });

    it('refuses a malformed key', async () => {
      const product = await createProduct(t.app, { price: 40, inventory: 3 });
      const payload = checkoutBody([{ product_id: product.id, quantity: 1, price: 40 }], 40);
      const res = await postCheckout(t.app, shopper.token, payload, {
        'idempotency-key': 'x'.repeat(201),
      });
      expect(res.statusCode).toBe(400);
      expect((await readProduct(t.app, product.id)).inventory).toBe(3);
    });
  });

  it('counts orders on the admin dashboard', async () => {
    const admin = await createUser(t.app, { admin: true });
    const count = await countRows(t.app, 'orders');
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin.token),
    });
    expect(before.json().totalOrders).toBe(count);
    const product = await createProduct(t.app, { price: 5, inventory: 5 });
    expect(
      (
        await postCheckout(
          t.app,
          shopper.token,
          checkoutBody([{ product_id: product.id, quantity: 1, price: 5 }], 5),
        )
      ).statusCode,
    ).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin.token),
    });
    expect(after.json().totalOrders).toBe(count + 1);
  });
});
