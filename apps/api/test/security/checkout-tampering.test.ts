import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductRow, PromotionRow } from '../../src/db/schema';
import { attack, expectRefused } from '../helpers/attacks';
import {
  checkoutBody,
  createProduct,
  createPromo,
  SHIPPING,
  snapshot,
  type StateSnapshot,
} from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

// ASVS V2 (business logic: sequence, limits, server-side totals); Juice Shop "Payback Time"
// (negative quantity), "Forged Coupon", "Expired Coupon", "Zero Stars"/"Deluxe Fraud" family.

const DAY = 86_400_000;

describe('checkout tampering', () => {
  const t = setupTestApp();
  const { buyer } = createUsersOnce(t, { buyer: {} });
  let product: ProductRow;
  let promos: Record<'valid' | 'expired' | 'future' | 'inactive' | 'usedUp', PromotionRow>;
  let before: StateSnapshot;

  beforeAll(async () => {
    product = await createProduct(t.app, { price: 1500, inventory: 5, name: 'Kikoi shorts' });
    const now = Date.now();
    promos = {
      valid: await createPromo(t.app, {
        code: 'KARIBU10',
        discount_percentage: 10,
        usage_limit: 10,
      }),
      expired: await createPromo(t.app, {
        code: 'OLD50',
        discount_percentage: 50,
        start_date: new Date(now - 30 * DAY).toISOString(),
        end_date: new Date(now - DAY).toISOString(),
      }),
      future: await createPromo(t.app, {
        code: 'SOON50',
        discount_percentage: 50,
        start_date: new Date(now + DAY).toISOString(),
        end_date: new Date(now + 30 * DAY).toISOString(),
      }),
      inactive: await createPromo(t.app, {
        code: 'OFF50',
        discount_percentage: 50,
        is_active: false,
      }),
      usedUp: await createPromo(t.app, {
        code: 'GONE50',
        discount_percentage: 50,
        usage_limit: 2,
        times_used: 2,
      }),
    };
  });

  const allPromoIds = () => Object.values(promos).map((p) => p.id);
  beforeEach(async () => {
    before = await snapshot(t.app, [product.id], allPromoIds());
  });
  const expectNothingChanged = async () => {
    expect(await snapshot(t.app, [product.id], allPromoIds())).toEqual(before);
  };

  const checkout = (
    payload: Record<string, unknown> | string,
    headers: Record<string, string> = {},
  ) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      headers: {
        ...bearer(buyer.token),
        'content-type': 'application/json',
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const line = (quantity: unknown, price: unknown = 1500) => ({
    product_id: product.id,
    quantity,
    price,
  });

  it("refuses client prices or totals lower than the server's with 409", async () => {
    for (const body of [
      checkoutBody([line(1, 1)], 1),
      checkoutBody([line(1, 0)], 0),
      checkoutBody([line(1, 1499.99)], 1499.99),
      checkoutBody([line(1)], 1),
      checkoutBody([line(1)], 0),
      checkoutBody([line(2)], 1500),
      // A 10 % code, but the client claims 100 % off.
      checkoutBody([line(1)], 0, { promotion_code: 'KARIBU10' }),
      checkoutBody([line(1)], 1500, { promotion_code: 'KARIBU10' }),
    ]) {
      expectRefused(await checkout(body), [409]);
    }
    await expectNothingChanged();
  });

  it('refuses negative prices and totals with 400', async () => {
    expectRefused(await checkout(checkoutBody([line(1, -1500)], -1500)), [400]);
    expectRefused(await checkout(checkoutBody([line(1)], -1)), [400]);
    await expectNothingChanged();
  });

  it.each([
    ['-1', -1],
    ['0', 0],
    ['1.5', 1.5],
    ['"2" (a string)', '2'],
    ['1e9', 1e9],
    ['100 (over the cap of 99)', 100],
    ['null', null],
    ['true', true],
    ['an array', [1]],
  ])('refuses quantity %s with 400', async (_label, quantity) => {
    const res = await checkout(checkoutBody([line(quantity)], 1500));
    expectRefused(res, [400]);
    await expectNothingChanged();
  });

  it('refuses NaN, Infinity and -0x1 written into the raw JSON as malformed (400)', async () => {
    for (const raw of ['NaN', 'Infinity', '-Infinity', '-0x1', 'undefined']) {
      const body = JSON.stringify(checkoutBody([line(1)], 1500)).replace(
        '"quantity":1',
        `"quantity":${raw}`,
      );
      expect(body).toContain(`"quantity":${raw}`);
      const res = await checkout(body);
      expectRefused(res, [400]);
      expect(res.json()).toEqual({ error: 'Malformed JSON body', code: 'MALFORMED_REQUEST' });
    }
    await expectNothingChanged();
  });

  it('adds up duplicated lines: 3 + 3 of a product with 5 in stock is refused', async () => {
    const res = await checkout(checkoutBody([line(3), line(3)], 9000));
    expectRefused(res, [409]);
    expect(res.json()).toEqual({
      error: 'Not enough stock for Kikoi shorts',
      code: 'OUT_OF_STOCK',
    });
    // 60 + 60 passes each line's cap of 99, but not the product's.
    expectRefused(await checkout(checkoutBody([line(60), line(60)], 180_000)), [400]);
    // A line with negative quantity cannot cancel another one out.
    expectRefused(await checkout(checkoutBody([line(7), line(-3)], 6000)), [400]);
    await expectNothingChanged();
  });

  it.each([
    ['unknown', 'NOSUCHCODE', 404],
    ['expired', 'OLD50', 404],
    ['not yet started', 'SOON50', 404],
    ['inactive', 'OFF50', 404],
    ['used up', 'GONE50', 409],
    ['forged (SQL in the code)', "KARIBU10' OR '1'='1", 404],
    ['forged (wildcard)', 'KARIBU%', 404],
  ])('refuses an %s promotion code and takes nothing', async (_label, code, status) => {
    const res = await checkout(checkoutBody([line(1)], 750, { promotion_code: code }));
    expectRefused(res, [status]);
    await expectNothingChanged();
  });

  it.each([
    ['payment_status', 'Paid'],
    ['status', 'Delivered'],
    ['discount_percentage', 100],
    ['user_id', 1],
    ['payment_status', null],
  ])('refuses a client-sent %s (%s) with 400', async (field, value) => {
    const res = await checkout(checkoutBody([line(1)], 1500, { [field]: value }));
    expectRefused(res, [400]);
    expect(res.json<{ details?: Record<string, string> }>().details).toHaveProperty(field);
    await expectNothingChanged();
  });

  it('refuses unknown, soft-deleted and absurd product ids without taking anything', async () => {
    const gone = await createProduct(t.app, { price: 100, inventory: 5, deleted: true });
    before = await snapshot(t.app, [product.id], allPromoIds());
    expectRefused(
      await checkout(checkoutBody([{ product_id: 999_999, quantity: 1, price: 1 }], 1)),
      [404],
    );
    expectRefused(
      await checkout(checkoutBody([{ product_id: gone.id, quantity: 1, price: 100 }], 100)),
      [404],
    );
    for (const productId of [0, -1, 1.5, '1', 1e30]) {
      expectRefused(
        await checkout(checkoutBody([{ product_id: productId, quantity: 1, price: 1 }], 1)),
        [400],
      );
    }
    expectRefused(await checkout(checkoutBody([], 0)), [400]);
    await expectNothingChanged();
  });

  it('places the same order, untampered, at the server price (the refusals were for the tampering alone)', async () => {
    const res = await checkout(
      checkoutBody([line(2)], 2700, { promotion_code: 'karibu10', shipping: SHIPPING }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<{ order: Record<string, unknown> }>().order).toMatchObject({
      total_amount: 2700,
      subtotal: 3000,
      discount_percentage: 10,
      status: 'Pending',
      payment_status: 'Pending',
      user_id: buyer.user.id,
    });
    const after = await snapshot(t.app, [product.id], allPromoIds());
    expect(after.inventory[product.id]).toBe(3);
    expect(after.timesUsed[promos.valid.id]).toBe(1);
    expect(after.orders).toBe(before.orders + 1);
  });
});
