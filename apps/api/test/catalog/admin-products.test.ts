import type { Product } from '@mavazi/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { createProduct, createReview, insertOrder, productInput } from '../helpers/fixtures';
import { bearer, countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('admin product management', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | undefined,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const readRow = (id: number) =>
    t.app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();

  const countProducts = () => countRows(t.app, 'products');

  describe('POST /admin/products', () => {
    it('creates a product and answers 201 with it', async () => {
      const input = productInput({
        name: '  Kitenge Bomber Jacket ',
        price: 6500.5,
        category: 'Men',
        inventory: 7,
        imageUrl: 'https://cdn.example.com/jacket.jpg',
      });
      const res = await send('POST', '/admin/products', admin.token, {
        ...input,
        id: 5,
        deleted_at: 'x',
      });
      expect(res.statusCode).toBe(201);
      const product = res.json<Product>();
      expect(product).toEqual({
        id: expect.any(Number),
        name: 'Kitenge Bomber Jacket',
        description: input.description,
        price: 6500.5,
        imageUrl: 'https://cdn.example.com/jacket.jpg',
        category: 'Men',
        inventory: 7,
        rating_average: null,
        rating_count: 0,
        sizes: [],
        image: null,
        compare_at_price: null,
        status: 'active',
        publish_at: null,
        variants: [],
        images: [],
        collections: [],
        version: 1,
      });
      const row = await readRow(product.id);
      expect(row).toMatchObject({
        price_cents: 650050,
        deleted_at: null,
        image_url: 'https://cdn.example.com/jacket.jpg',
      });

      const detail = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
      const { version: _version, ...shopperView } = product as Product & { version: number };
      expect(detail.json()).toEqual({ ...shopperView, reviews: [] });
    });

    it('refuses each invalid field with 400 and stores nothing', async () => {
      const before = await countProducts();
      const cases: Array<[string, Record<string, unknown>]> = [
        ['name', { name: '' }],
        ['name', { name: '   ' }],
        ['name', { name: 'x'.repeat(121) }],
        ['description', { description: '' }],
        ['description', { description: 'x'.repeat(2001) }],
        ['imageUrl', { imageUrl: 'javascript:alert(1)' }],
        ['imageUrl', { imageUrl: 'not a url' }],
        ['price', { price: 0 }],
        ['price', { price: -5 }],
        ['price', { price: 10.123 }],
        ['price', { price: '100' }],
        ['inventory', { inventory: -1 }],
        ['inventory', { inventory: 2.5 }],
        ['inventory', { inventory: '3' }],
        ['category', { category: 'Shoes' }],
        ['category', { category: 'men' }],
      ];
      for (const [field, override] of cases) {
        const res = await send('POST', '/admin/products', admin.token, {
          ...productInput(),
          ...override,
        });
        expect(res.statusCode, JSON.stringify(override).slice(0, 60)).toBe(400);
        expect(res.json<{ details?: Record<string, string> }>().details).toHaveProperty(field);
      }
      // imageUrl may be left out: photos are added once the product is saved.
      for (const field of ['name', 'description', 'price', 'inventory', 'category']) {
        const body: Record<string, unknown> = { ...productInput() };
        delete body[field];
        const res = await send('POST', '/admin/products', admin.token, body);
        expect(res.statusCode, `missing ${field}`).toBe(400);
        expect(res.json<{ details?: Record<string, string> }>().details).toHaveProperty(field);
      }
      expect(await countProducts()).toBe(before);
    });

    it('answers 401 without a token and 403 for a shopper, before looking at the body', async () => {
      const before = await countProducts();
      expect((await send('POST', '/admin/products', undefined, productInput())).statusCode).toBe(
        401,
      );
      expect((await send('POST', '/admin/products', undefined, { name: '' })).statusCode).toBe(401);
      const asShopper = await send('POST', '/admin/products', shopper.token, productInput());
      expect(asShopper.statusCode).toBe(403);
      expect(asShopper.json()).toHaveProperty('error');
      expect((await send('POST', '/admin/products', shopper.token, {})).statusCode).toBe(403);
      expect(await countProducts()).toBe(before);
    });
  });

  describe('PUT /admin/products/{id}', () => {
    it('replaces the product and answers 200 with it', async () => {
      const { id } = await createProduct(t.app, { name: 'Old Name', price: 100, inventory: 1 });
      const input = productInput({
        name: 'Ankara Peplum Top',
        price: 2100,
        category: 'Women',
        inventory: 0,
      });
      const res = await send('PUT', `/admin/products/${id}`, admin.token, input);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id,
        name: 'Ankara Peplum Top',
        description: input.description,
        price: 2100,
        imageUrl: input.imageUrl,
        category: 'Women',
        inventory: 0,
        rating_average: null,
        rating_count: 0,
        sizes: [],
        image: null,
        compare_at_price: null,
        status: 'active',
        publish_at: null,
        variants: [],
        images: [],
        collections: [],
        version: 2,
      });
      expect(await readRow(id)).toMatchObject({
        name: 'Ankara Peplum Top',
        price_cents: 210000,
        inventory: 0,
      });
    });

    it('keeps the rating totals in the answer', async () => {
      const { id } = await createProduct(t.app);
      await createReview(t.app, { productId: id, user: shopper.user, rating: 3, comment: 'ok' });
      const res = await send(
        'PUT',
        `/admin/products/${id}`,
        admin.token,
        productInput({ inventory: 3 }),
      );
      expect(res.json()).toMatchObject({ rating_average: 3, rating_count: 1, inventory: 3 });
    });

    it('refuses invalid fields with 400 and leaves the row unchanged', async () => {
      const { id } = await createProduct(t.app, { name: 'Stable Name' });
      const before = await readRow(id);
      for (const override of [
        { price: 0 },
        { inventory: -3 },
        { category: 'Toys' },
        { name: '' },
        { imageUrl: 'ftp://x' },
      ]) {
        const res = await send('PUT', `/admin/products/${id}`, admin.token, {
          ...productInput(),
          ...override,
        });
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
      }
      expect(await readRow(id)).toEqual(before);
    });

    it('answers 401, 403, 404 and 400 for a bad id', async () => {
      const { id } = await createProduct(t.app, { name: 'Guarded' });
      const before = await readRow(id);
      expect(
        (await send('PUT', `/admin/products/${id}`, undefined, productInput())).statusCode,
      ).toBe(401);
      expect(
        (await send('PUT', `/admin/products/${id}`, shopper.token, productInput())).statusCode,
      ).toBe(403);
      expect(await readRow(id)).toEqual(before);
      const missing = await send('PUT', '/admin/products/987654', admin.token, productInput());
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
      expect(
        (await send('PUT', '/admin/products/abc', admin.token, productInput())).statusCode,
      ).toBe(400);
    });

    it('answers 404 for a deleted product and does not revive it', async () => {
      const { id } = await createProduct(t.app, { name: 'Deleted Before Edit' });
      expect((await send('DELETE', `/admin/products/${id}`, admin.token)).statusCode).toBe(200);
      const res = await send(
        'PUT',
        `/admin/products/${id}`,
        admin.token,
        productInput({ name: 'Revived?' }),
      );
      expect(res.statusCode).toBe(404);
      expect(await readRow(id)).toMatchObject({
        name: 'Deleted Before Edit',
        deleted_at: expect.any(String),
      });
    });
  });

  describe('DELETE /admin/products/{id}', () => {
    it('answers 401 without a token, 403 for a shopper, 404 for unknown ids', async () => {
      const { id } = await createProduct(t.app, { name: 'Still Here' });
      expect((await send('DELETE', `/admin/products/${id}`, undefined)).statusCode).toBe(401);
      expect((await send('DELETE', `/admin/products/${id}`, shopper.token)).statusCode).toBe(403);
      expect(await readRow(id)).toMatchObject({ deleted_at: null });
      const missing = await send('DELETE', '/admin/products/555555', admin.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
      expect((await send('DELETE', '/admin/products/-1', admin.token)).statusCode).toBe(400);
    });

    it('hides the product everywhere, keeps past orders intact and answers 404 a second time', async () => {
      const { id } = await createProduct(t.app, {
        name: 'Kitenge Shirt To Retire',
        price: 2450,
        inventory: 4,
      });
      const order = await insertOrder(t.app, {
        order_number: `ORD-T${id}`,
        user_id: shopper.user.id,
        status: 'Delivered',
        subtotal_cents: 490000,
        total_cents: 490000,
        shipping_address: 'Moi Avenue 1, Nairobi',
        payment_status: 'Paid',
      });
      await t.app.db
        .insertInto('order_items')
        .values({
          order_id: order.id,
          product_id: id,
          product_name: 'Kitenge Shirt To Retire',
          quantity: 2,
          price_cents: 245000,
        })
        .execute();
      const dashboardBefore = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: bearer(admin.token),
      });
      expect(dashboardBefore.statusCode).toBe(200);
      const totalBefore = dashboardBefore.json<{ totalProducts: number }>().totalProducts;

      const res = await send('DELETE', `/admin/products/${id}`, admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Product deleted successfully' });

      const items = await t.app.db
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(items).toEqual([
        {
          id: expect.any(Number),
          order_id: order.id,
          product_id: id,
          product_name: 'Kitenge Shirt To Retire',
          quantity: 2,
          price_cents: 245000,
          variant_id: null,
          size: null,
          colour: null,
          sku: null,
          image_url: null,
        },
      ]);
      expect(await readRow(id)).toMatchObject({
        name: 'Kitenge Shirt To Retire',
        deleted_at: expect.any(String),
      });

      const list = await t.app.inject({ method: 'GET', url: '/api/products' });
      expect(list.json<Product[]>().map((p) => p.id)).not.toContain(id);
      const search = await t.app.inject({ method: 'GET', url: '/api/products?q=to%20retire' });
      expect(search.json()).toEqual([]);
      expect(search.headers['x-total-count']).toBe('0');
      expect((await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).statusCode).toBe(
        404,
      );

      const dashboardAfter = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: bearer(admin.token),
      });
      expect(dashboardAfter.json<{ totalProducts: number }>().totalProducts).toBe(totalBefore - 1);

      const again = await send('DELETE', `/admin/products/${id}`, admin.token);
      expect(again.statusCode).toBe(404);
    });
  });

  it('counts only products that are not deleted on the dashboard', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin.token),
    });
    const live = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(res.json<{ totalProducts: number }>().totalProducts).toBe(Number(live.n));
    const listed = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(listed.headers['x-total-count']).toBe(String(Number(live.n)));
  });
});
