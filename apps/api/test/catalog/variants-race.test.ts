import type { ProductDetail } from '@mavazi/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../helpers/fixtures';
import { createUser, setupTestApp } from '../helpers/test-app';
import { createSizedProduct, saveGrid, stockOf } from './variant-fixtures';

// Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (npm run test:pg).
describe('simultaneous checkouts of sizes', () => {
  const t = setupTestApp();

  const statuses = (responses: Array<{ statusCode: number }>) =>
    responses.reduce<Record<number, number>>((counts, r) => {
      counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
      return counts;
    }, {});

  it('sells exactly the stock of one size: 20 buyers of M, 4 in stock, L untouched', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 1999,
      name: 'Leso shirt',
      variants: [
        { size: 'M', inventory: 4 },
        { size: 'L', inventory: 10 },
      ],
    });
    const m = variants[0]!;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    const responses = await Promise.all(
      buyers.map((b) =>
        postCheckout(
          t.app,
          b.token,
          checkoutBody(
            [{ product_id: product.id, variant_id: m.id, quantity: 1, price: 1999 }],
            1999,
          ),
        ),
      ),
    );
    expect(statuses(responses)).toEqual({ 201: 4, 409: 16 });
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toEqual({
        error: 'Not enough stock for Leso shirt in size M',
        code: 'OUT_OF_STOCK',
      });
    }
    expect(await stockOf(t.app, product.id)).toEqual({ product: 10, variants: { M: 0, L: 10 } });
    const sold = await t.app.db
      .selectFrom('order_items')
      .select('variant_id')
      .where('product_id', '=', product.id)
      .execute();
    expect(sold).toEqual(Array.from({ length: 4 }, () => ({ variant_id: m.id })));
  });

  it('keeps every size and the product sum exact when buyers mix sizes and line orders', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 500,
      variants: [
        { size: '38', inventory: 3 },
        { size: '39', inventory: 3 },
        { size: '40', inventory: 30 },
      ],
    });
    const [s38, s39, s40] = variants as [
      (typeof variants)[0],
      (typeof variants)[0],
      (typeof variants)[0],
    ];
    const buyers = await Promise.all(Array.from({ length: 16 }, () => createUser(t.app)));
    const responses = await Promise.all(
      buyers.map((b, i) => {
        const lines = [
          { product_id: product.id, variant_id: s38.id, quantity: 1, price: 500 },
          {
            product_id: product.id,
            variant_id: i % 4 === 0 ? s40.id : s39.id,
            quantity: 1,
            price: 500,
          },
        ];
        return postCheckout(t.app, b.token, checkoutBody(i % 2 ? lines.reverse() : lines, 1000));
      }),
    );
    const won = responses.filter((r) => r.statusCode === 201).length;
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const stock = await stockOf(t.app, product.id);
    // Size 38 is in every cart and holds 3: exactly 3 carts win.
    expect(won).toBe(3);
    expect(stock.variants[38]).toBe(0);
    expect(stock.product).toBe(Object.values(stock.variants).reduce((a, b) => a + b, 0));
    const items = await t.app.db
      .selectFrom('order_items')
      .select(['variant_id', 'quantity'])
      .where('product_id', '=', product.id)
      .execute();
    const soldOf = (id: number) =>
      items.filter((i) => i.variant_id === id).reduce((sum, i) => sum + i.quantity, 0);
    expect(stock.variants[39]).toBe(3 - soldOf(s39.id));
    expect(stock.variants[40]).toBe(30 - soldOf(s40.id));
  });

  it('keeps the sum exact while an admin saves the grid during a rush of checkouts', async () => {
    const admin = await createUser(t.app, { admin: true });
    const { product, variants } = await createSizedProduct(t.app, {
      price: 900,
      variants: [
        { size: 'S', inventory: 10 },
        { size: 'M', inventory: 10 },
      ],
    });
    const [s, m] = variants as [(typeof variants)[0], (typeof variants)[0]];
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    const save = saveGrid(t.app, admin.token, product, [
      { id: s.id, size: 'S', inventory: 10 },
      { id: m.id, size: 'M', inventory: 10 },
    ]);
    const responses = await Promise.all([
      save,
      ...buyers.map((b, i) =>
        postCheckout(
          t.app,
          b.token,
          checkoutBody(
            [{ product_id: product.id, variant_id: i % 2 ? s.id : m.id, quantity: 1, price: 900 }],
            900,
          ),
        ),
      ),
    ]);
    const [saved, ...checkouts] = responses;
    expect(saved?.statusCode).toBe(200);
    expect(checkouts.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const stock = await stockOf(t.app, product.id);
    expect(stock.product).toBe((stock.variants.S ?? 0) + (stock.variants.M ?? 0));
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` })
    ).json<ProductDetail>();
    expect(detail.inventory).toBe(stock.product);
  });
});
