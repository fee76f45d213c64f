import type { Product, ProductDetail, VariantInput } from '@mavazi/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { insertOrder, productInput } from '../helpers/fixtures';
import { bearer, countRows, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createSizedProduct, stockOf } from './variant-fixtures';

describe('product variants: the admin grid, product detail and the size filter', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token = admin.token) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload: payload as object });
  const create = (variants: VariantInput[], overrides: Record<string, unknown> = {}) =>
    send('POST', '/admin/products', { ...productInput(), variants, ...overrides });
  const countVariants = () => countRows(t.app, 'product_variants');

  it('creates a product with sizes in size order, generated SKUs and inventory as their sum', async () => {
    const res = await create(
      [
        { size: 'XL', inventory: 1 },
        { size: 'S', colour: ' Navy  Blue ', inventory: 4, price: 1800 },
        { size: 'M', inventory: 0 },
        { size: 'S', colour: 'Red', inventory: 2, sku: 'kit-s-red' },
      ],
      { inventory: 999 },
    );
    expect(res.statusCode).toBe(201);
    const product = res.json<ProductDetail>();
    expect(product.inventory).toBe(7);
    expect(product.sizes).toEqual(['S', 'XL']);
    expect(product.variants).toEqual([
      {
        id: expect.any(Number),
        sku: `MZ${product.id}-S-NAVY-BLUE`,
        size: 'S',
        colour: 'Navy Blue',
        inventory: 4,
        price: 1800,
        compare_at_price: null,
      },
      {
        id: expect.any(Number),
        sku: 'KIT-S-RED',
        size: 'S',
        colour: 'Red',
        inventory: 2,
        price: null,
        compare_at_price: null,
      },
      {
        id: expect.any(Number),
        sku: `MZ${product.id}-M`,
        size: 'M',
        colour: null,
        inventory: 0,
        price: null,
        compare_at_price: null,
      },
      {
        id: expect.any(Number),
        sku: `MZ${product.id}-XL`,
        size: 'XL',
        colour: null,
        inventory: 1,
        price: null,
        compare_at_price: null,
      },
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    const { version: _version, ...shopperView } = product as ProductDetail & { version: number };
    expect(detail.json()).toEqual({ ...shopperView, reviews: [] });
  });

  it('refuses a bad grid with a field error on the row, and stores nothing', async () => {
    const productsBefore = (await t.app.inject({ method: 'GET', url: '/api/products' })).headers[
      'x-total-count'
    ];
    const variantsBefore = await countVariants();
    const cases: Array<[VariantInput[] | unknown[], string, RegExp]> = [
      [
        [
          { size: 'M', colour: 'Red', inventory: 1 },
          { size: 'M', colour: ' red ', inventory: 2 },
        ],
        'variants.1.size',
        /Size M in red is listed twice/,
      ],
      [
        [
          { size: 'M', inventory: 1 },
          { size: 'M', inventory: 1 },
        ],
        'variants.1.size',
        /twice/,
      ],
      [[{ size: 'M', inventory: -1 }], 'variants.0.inventory', /Stock cannot be negative/],
      [[{ size: 'M', inventory: 1.5 }], 'variants.0.inventory', /whole number/],
      [[{ size: 'XXXL', inventory: 1 }], 'variants.0.size', /Size must be one of/],
      [[{ size: 'm', inventory: 1 }], 'variants.0.size', /Size must be one of/],
      [[{ size: 'M', colour: 'x'.repeat(31), inventory: 1 }], 'variants.0.colour', /30/],
      [[{ size: 'M', inventory: 1, price: 0 }], 'variants.0.price', /greater than 0/],
      [[{ size: 'M', inventory: 1, sku: 'a b' }], 'variants.0.sku', /letters, digits/],
      [
        [
          { size: 'M', inventory: 1, sku: 'ab' },
          { size: 'L', inventory: 1, sku: 'AB' },
        ],
        'variants.1.sku',
        /listed twice/,
      ],
      [[{ size: 'M', inventory: 1, id: '5' }], 'variants.0.id', /number/],
      [
        Array.from({ length: 61 }, (_, i) => ({ size: 'M', colour: `c${i}`, inventory: 1 })),
        'variants',
        /at most 60/,
      ],
    ];
    for (const [variants, field, message] of cases) {
      const res = await create(variants as VariantInput[]);
      expect(res.statusCode, field).toBe(400);
      const body = res.json<{ code: string; details: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.details[field], JSON.stringify(body.details)).toMatch(message);
    }
    expect(await countVariants()).toBe(variantsBefore);
    const productsAfter = (await t.app.inject({ method: 'GET', url: '/api/products' })).headers[
      'x-total-count'
    ];
    expect(productsAfter).toBe(productsBefore);
  });

  it('refuses a SKU another product uses (409 on the field) and leaves no product behind', async () => {
    const first = (
      await create([{ size: 'M', inventory: 1, sku: 'TAKEN-1' }])
    ).json<ProductDetail>();
    const before = await t.app.inject({ method: 'GET', url: '/api/products' });
    const res = await create([
      { size: 'S', inventory: 1 },
      { size: 'M', inventory: 1, sku: 'taken-1' },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'SKU TAKEN-1 is already used by another product',
      code: 'SKU_TAKEN',
      details: { 'variants.1.sku': 'SKU TAKEN-1 is already used by another product' },
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
    const other = await send('PUT', `/admin/products/${first.id}`, {
      ...productInput(),
      variants: [{ id: first.variants[0]!.id, size: 'M', inventory: 3, sku: 'TAKEN-1' }],
    });
    expect(other.statusCode).toBe(200);
  });

  it("refuses another product's variant id in the grid", async () => {
    const a = (await create([{ size: 'M', inventory: 1 }])).json<ProductDetail>();
    const b = (await create([{ size: 'L', inventory: 1 }])).json<ProductDetail>();
    const res = await send('PUT', `/admin/products/${b.id}`, {
      ...productInput(),
      variants: [{ id: a.variants[0]!.id, size: 'L', inventory: 5 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('variants.0.id');
    expect(await stockOf(t.app, a.id)).toEqual({ product: 1, variants: { M: 1 } });
    expect(await stockOf(t.app, b.id)).toEqual({ product: 1, variants: { L: 1 } });
  });

  it('deletes a size left out of the grid, hides one past orders name, and brings it back', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 2000,
      variants: [
        { size: 'S', inventory: 2 },
        { size: 'M', inventory: 3 },
        { size: 'L', inventory: 4 },
      ],
    });
    const [s, m, l] = variants as [
      (typeof variants)[0],
      (typeof variants)[0],
      (typeof variants)[0],
    ];
    const buyer = await createUser(t.app);
    const order = await insertOrder(t.app, { user_id: buyer.user.id });
    await t.app.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: product.id,
        product_name: product.name,
        quantity: 1,
        price_cents: 200_000,
        variant_id: m.id,
        size: 'M',
        colour: null,
        sku: m.sku,
        image_url: null,
      })
      .execute();
    const input = { ...productInput({ price: 2000 }), inventory: 0 };
    const res = await send('PUT', `/admin/products/${product.id}`, {
      ...input,
      variants: [{ id: l.id, size: 'L', inventory: 6 }],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductDetail>();
    expect(body.variants.map((v) => v.size)).toEqual(['L']);
    expect(body.inventory).toBe(6);
    const rows = await t.app.db
      .selectFrom('product_variants')
      .select(['id', 'hidden'])
      .where('product_id', '=', product.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: m.id, hidden: 1 },
      { id: l.id, hidden: 0 },
    ]);
    expect(rows.map((r) => r.id)).not.toContain(s.id);

    // Adding M again revives the hidden row: past orders and the shop name the same variant.
    const again = await send('PUT', `/admin/products/${product.id}`, {
      ...input,
      variants: [
        { id: l.id, size: 'L', inventory: 6 },
        { size: 'M', inventory: 5 },
      ],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ProductDetail>().variants).toEqual([
      expect.objectContaining({ id: m.id, size: 'M', inventory: 5, sku: m.sku }),
      expect.objectContaining({ id: l.id, size: 'L', inventory: 6 }),
    ]);
    expect(again.json<ProductDetail>().inventory).toBe(11);
  });

  it('keeps the sizes of a body without variants, and the inventory their sum', async () => {
    const { product } = await createSizedProduct(t.app, {
      price: 900,
      variants: [
        { size: '40', inventory: 2 },
        { size: '41', inventory: 3 },
      ],
    });
    const res = await send('PUT', `/admin/products/${product.id}`, productInput({ inventory: 50 }));
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductDetail>()).toMatchObject({ inventory: 5, sizes: ['40', '41'] });
    expect(await stockOf(t.app, product.id)).toEqual({ product: 5, variants: { 40: 2, 41: 3 } });

    // An empty grid removes the sizes: the product is sold by its own inventory again.
    const plain = await send('PUT', `/admin/products/${product.id}`, {
      ...productInput({ inventory: 7 }),
      variants: [],
    });
    expect(plain.json<ProductDetail>()).toMatchObject({ inventory: 7, sizes: [], variants: [] });
  });

  it('swaps two SKUs and two sizes in one save', async () => {
    const created = (
      await create([
        { size: 'S', inventory: 1, sku: 'SWAP-A' },
        { size: 'M', inventory: 1, sku: 'SWAP-B' },
      ])
    ).json<ProductDetail>();
    const [a, b] = created.variants as [ProductDetail['variants'][0], ProductDetail['variants'][0]];
    const res = await send('PUT', `/admin/products/${created.id}`, {
      ...productInput(),
      variants: [
        { id: a.id, size: 'M', inventory: 1, sku: 'SWAP-B' },
        { id: b.id, size: 'S', inventory: 1, sku: 'SWAP-A' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductDetail>().variants).toEqual([
      expect.objectContaining({ id: b.id, size: 'S', sku: 'SWAP-A' }),
      expect.objectContaining({ id: a.id, size: 'M', sku: 'SWAP-B' }),
    ]);
  });

  it('lists sizes in stock in size order and filters by size', async () => {
    const { product: kids } = await createSizedProduct(t.app, {
      price: 1200,
      name: 'Size filter kids dress',
      variants: [
        { size: '10-11Y', inventory: 1 },
        { size: '2-3Y', inventory: 2 },
        { size: '4-5Y', inventory: 0 },
        { size: '6-7Y', inventory: 5, hidden: true },
      ],
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/products?q=size%20filter' });
    expect(list.json<Product[]>()).toEqual([
      expect.objectContaining({ id: kids.id, sizes: ['2-3Y', '10-11Y'], inventory: 3 }),
    ]);
    const bySize = (size: string) =>
      t.app.inject({ method: 'GET', url: `/api/products?q=size%20filter&size=${size}` });
    expect((await bySize('2-3Y')).json<Product[]>().map((p) => p.id)).toEqual([kids.id]);
    expect((await bySize('4-5Y')).json<Product[]>()).toEqual([]);
    expect((await bySize('6-7Y')).json<Product[]>()).toEqual([]);
    expect((await bySize('4-5Y')).headers['x-total-count']).toBe('0');
    const bad = await bySize('XXXL');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('size');
  });

  it('lets only admins write variants', async () => {
    const before = await countVariants();
    const asShopper = await send(
      'POST',
      '/admin/products',
      { ...productInput(), variants: [{ size: 'M', inventory: 1 }] },
      shopper.token,
    );
    expect(asShopper.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: { ...productInput(), variants: [{ size: 'M', inventory: 1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countVariants()).toBe(before);
  });

  it('reads a page and a product in a fixed number of queries, however many sizes and products', async () => {
    let queries = 0;
    const counting = t.app.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const plainDb = t.app.deps.db;
    const plainReadDb = t.app.deps.readDb;
    const count = async (url: string) => {
      // Catalog reads go through readDb (the replica when there is one).
      t.app.deps.db = counting;
      t.app.deps.readDb = counting;
      queries = 0;
      try {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        return queries;
      } finally {
        t.app.deps.db = plainDb;
        t.app.deps.readDb = plainReadDb;
      }
    };
    const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
    const one = await createSizedProduct(t.app, {
      price: 100,
      variants: [{ size: 'M', inventory: 1 }],
    });
    const many = await createSizedProduct(t.app, {
      price: 100,
      variants: sizes.flatMap((size) =>
        ['Red', 'Blue', 'Green'].map((colour) => ({ size, colour, inventory: 2 })),
      ),
    });
    // The product with its photo, its variants, its photos, its collections, its reviews, and the
    // next scheduled publication (how long the answer may be kept).
    expect(await count(`/api/product/${one.product.id}`)).toBe(6);
    expect(await count(`/api/product/${many.product.id}`)).toBe(6);
    const small = await count('/api/products?limit=1');
    const all = await count('/api/products');
    // The page, its total, the sizes of all its products and the next scheduled publication.
    expect(small).toBe(4);
    expect(all).toBe(small);
  });
});
