import type { Order } from '@mavazi/shared/orders.schemas';
import { describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, postCheckout, snapshot } from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createSizedProduct, saveGrid, stockOf } from './variant-fixtures';

describe('checkout and order status with sizes', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });

  const buy = async (items: Array<Record<string, unknown>>, total: number) => {
    const buyer = await createUser(t.app);
    return postCheckout(t.app, buyer.token, checkoutBody(items, total));
  };
  const setStatus = (orderId: number, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(admin.token),
      payload: { status },
    });

  it("sells a size: takes its stock and the product's, and the order line keeps size, colour and SKU", async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 2400,
      name: 'Kitenge shirt with sizes',
      variants: [
        { size: 'M', colour: 'Red', inventory: 3 },
        { size: 'L', colour: 'Red', inventory: 2, price: 2600 },
      ],
    });
    const [m, l] = variants as [(typeof variants)[0], (typeof variants)[0]];
    const res = await buy(
      [
        { product_id: product.id, variant_id: m.id, quantity: 2, price: 2400 },
        { product_id: product.id, variant_id: l.id, quantity: 1, price: 2600 },
      ],
      7400,
    );
    expect(res.statusCode).toBe(201);
    const order = res.json<{ order: Order }>().order;
    expect(order.items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        variant_id: m.id,
        size: 'M',
        colour: 'Red',
        sku: m.sku,
        quantity: 2,
        price: 2400,
        image_url: product.image_url,
      }),
      expect.objectContaining({
        variant_id: l.id,
        size: 'L',
        sku: l.sku,
        quantity: 1,
        price: 2600,
      }),
    ]);
    expect(await stockOf(t.app, product.id)).toEqual({
      product: 2,
      variants: { 'M/Red': 1, 'L/Red': 1 },
    });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Kitenge shirt with sizes (Size M, Colour Red) x 2');
    expect(mail.text_body).toContain('Kitenge shirt with sizes (Size L, Colour Red) x 1');
  });

  it('refuses a line without a size for a product that has sizes, naming the product', async () => {
    const { product } = await createSizedProduct(t.app, {
      price: 1500,
      name: 'Ankara dress needing a size',
      variants: [{ size: 'S', inventory: 4 }],
    });
    const before = await snapshot(t.app, [product.id]);
    const res = await buy([{ product_id: product.id, quantity: 1, price: 1500 }], 1500);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Choose a size for Ankara dress needing a size',
      code: 'SIZE_REQUIRED',
      details: { items: 'Choose a size for Ankara dress needing a size' },
    });
    expect(await snapshot(t.app, [product.id])).toEqual(before);
  });

  it('refuses a variant of another product, a removed one and one for a product without sizes', async () => {
    const { product: shirt } = await createSizedProduct(t.app, {
      price: 1000,
      name: 'Shirt A',
      variants: [{ size: 'M', inventory: 4 }],
    });
    const { variants: otherVariants } = await createSizedProduct(t.app, {
      price: 1000,
      variants: [
        { size: 'M', inventory: 4 },
        { size: 'L', inventory: 4, hidden: true },
      ],
    });
    const plain = await createProduct(t.app, { price: 1000, inventory: 5, name: 'Plain belt' });
    const [otherM, hiddenL] = otherVariants as [
      (typeof otherVariants)[0],
      (typeof otherVariants)[0],
    ];
    const before = await snapshot(t.app, [shirt.id, plain.id]);
    const cases: Array<[number, number, string]> = [
      [shirt.id, otherM.id, `Shirt A has no size with id ${otherM.id}`],
      [shirt.id, 999_999, 'Shirt A has no size with id 999999'],
      [plain.id, otherM.id, `Plain belt has no size with id ${otherM.id}`],
    ];
    for (const [productId, variantId, text] of cases) {
      const res = await buy(
        [{ product_id: productId, variant_id: variantId, quantity: 1, price: 1000 }],
        1000,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: text, code: 'VARIANT_NOT_FOUND' });
    }
    const hidden = await buy(
      [{ product_id: hiddenL.product_id, variant_id: hiddenL.id, quantity: 1, price: 1000 }],
      1000,
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().code).toBe('VARIANT_NOT_FOUND');
    for (const variant_id of ['1', -1, 1.5]) {
      const res = await buy([{ product_id: shirt.id, variant_id, quantity: 1, price: 1000 }], 1000);
      expect(res.statusCode, String(variant_id)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await snapshot(t.app, [shirt.id, plain.id])).toEqual(before);
  });

  it("compares the client's price with the size's own price", async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 3000,
      variants: [{ size: 'XXL', inventory: 4, price: 3300 }],
    });
    const res = await buy(
      [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 1, price: 3000 }],
      3000,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRICES_CHANGED');
    expect((await stockOf(t.app, product.id)).product).toBe(4);
  });

  it('refuses more than a size holds, naming the size, even when other sizes have plenty', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 800,
      name: 'Kikoi shorts',
      variants: [
        { size: 'S', inventory: 1 },
        { size: 'M', inventory: 20 },
      ],
    });
    const res = await buy(
      [{ product_id: product.id, variant_id: variants[0]!.id, quantity: 2, price: 800 }],
      1600,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Not enough stock for Kikoi shorts in size S',
      code: 'OUT_OF_STOCK',
    });
    expect(await stockOf(t.app, product.id)).toEqual({ product: 21, variants: { S: 1, M: 20 } });
  });

  it('returns stock to the size on cancel and takes it again on reopen, or refuses when it is gone', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 500,
      variants: [
        { size: '38', inventory: 2 },
        { size: '39', inventory: 5 },
      ],
    });
    const [s38] = variants as [(typeof variants)[0]];
    const placed = await buy(
      [{ product_id: product.id, variant_id: s38.id, quantity: 2, price: 500 }],
      1000,
    );
    const order = placed.json<{ order: Order }>().order;
    expect(await stockOf(t.app, product.id)).toEqual({ product: 5, variants: { 38: 0, 39: 5 } });

    expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.app, product.id)).toEqual({ product: 7, variants: { 38: 2, 39: 5 } });

    expect((await setStatus(order.id, 'Pending')).statusCode).toBe(200);
    expect(await stockOf(t.app, product.id)).toEqual({ product: 5, variants: { 38: 0, 39: 5 } });

    // Cancelled again; someone else buys size 38; reopening finds it gone, though 39 has plenty.
    expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(200);
    const other = await buy(
      [{ product_id: product.id, variant_id: s38.id, quantity: 1, price: 500 }],
      500,
    );
    expect(other.statusCode).toBe(201);
    const reopen = await setStatus(order.id, 'Confirmed');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('OUT_OF_STOCK');
    expect(await stockOf(t.app, product.id)).toEqual({ product: 6, variants: { 38: 1, 39: 5 } });
  });

  it('leaves stock alone on cancel when the size was removed meanwhile, keeping the sum', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 700,
      variants: [
        { size: 'S', inventory: 3 },
        { size: 'M', inventory: 3 },
      ],
    });
    const [s, m] = variants as [(typeof variants)[0], (typeof variants)[0]];
    const placed = await buy(
      [{ product_id: product.id, variant_id: s.id, quantity: 1, price: 700 }],
      700,
    );
    const order = placed.json<{ order: Order }>().order;
    const save = await saveGrid(t.app, admin.token, product, [
      { id: m.id, size: 'M', inventory: 3 },
    ]);
    expect(save.statusCode).toBe(200);
    expect((await setStatus(order.id, 'Cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.app, product.id)).toEqual({ product: 3, variants: { S: 2, M: 3 } });
  });
});
