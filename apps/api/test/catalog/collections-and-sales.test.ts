import type {
  AdminCollection,
  Collection,
  Product,
  ProductDetail,
  ProductImage,
} from '@mavazi/shared/catalog.schemas';
import { describe, expect, it } from 'vitest';
import { createProduct, productInput } from '../helpers/fixtures';
import { bearer, countRows, createUsersOnce, setupTestApp, uniqueName } from '../helpers/test-app';
import { multipartForm, png } from './image-fixtures';

describe('collections, sale prices and photos per colour', () => {
  const t = setupTestApp();
  const { admin, support, shopper } = createUsersOnce(t, {
    admin: { admin: true },
    support: { role: 'support' },
    shopper: {},
  });

  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    payload?: unknown,
    token: string | null = admin.token,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const slugOf = (prefix: string) =>
    `${prefix}-${uniqueName('')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')}`;
  const auditRows = (entityId: number) =>
    t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'collection')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();

  describe('collections', () => {
    it('creates, renames and deletes a collection, one audit row per write', async () => {
      const slug = slugOf('kitenge');
      const created = await send('POST', '/admin/collections', {
        name: ' Kitenge ',
        slug,
        description: 'Bold wax prints',
      });
      expect(created.statusCode, created.body).toBe(201);
      const body = created.json<AdminCollection>();
      expect(body).toMatchObject({
        slug,
        name: 'Kitenge',
        description: 'Bold wax prints',
        image_url: null,
        product_count: 0,
      });
      // A replay of the same create is refused: the slug is taken.
      const again = await send('POST', '/admin/collections', { name: 'Kitenge', slug });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'COLLECTION_SLUG_TAKEN' });

      const renamed = await send('PUT', `/admin/collections/${body.id}`, {
        name: 'Kitenge prints',
        slug,
        description: '',
        image_url: 'https://cdn.example.com/kitenge.jpg',
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<AdminCollection>()).toMatchObject({
        name: 'Kitenge prints',
        image_url: 'https://cdn.example.com/kitenge.jpg',
      });
      const rows = await auditRows(body.id);
      expect(rows.map((r) => r.action)).toEqual(['collection.create', 'collection.update']);
      expect(JSON.parse(rows[1]?.changes ?? '{}')).toEqual({
        name: ['Kitenge', 'Kitenge prints'],
        description: ['Bold wax prints', ''],
        image_url: [null, 'https://cdn.example.com/kitenge.jpg'],
      });

      const deleted = await send('DELETE', `/admin/collections/${body.id}`);
      expect(deleted.statusCode).toBe(200);
      expect((await send('DELETE', `/admin/collections/${body.id}`)).statusCode).toBe(404);
      expect(
        (await send('PUT', `/admin/collections/${body.id}`, { name: 'x', slug })).json(),
      ).toMatchObject({ code: 'COLLECTION_NOT_FOUND' });
      expect((await auditRows(body.id)).map((r) => r.action)).toEqual([
        'collection.create',
        'collection.update',
        'collection.delete',
      ]);
    });

    it('refuses other roles, shoppers, strangers and hostile input, writing nothing', async () => {
      const before = await countRows(t.app, 'collections');
      const audits = await countRows(t.app, 'audit_log');
      const input = { name: 'Shoes', slug: slugOf('shoes') };
      expect((await send('POST', '/admin/collections', input, null)).statusCode).toBe(401);
      expect((await send('POST', '/admin/collections', input, shopper.token)).statusCode).toBe(403);
      const support403 = await send('POST', '/admin/collections', input, support.token);
      expect(support403.statusCode).toBe(403);
      expect(support403.json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
      // Reading is every staff role's.
      expect((await send('GET', '/admin/collections', undefined, support.token)).statusCode).toBe(
        200,
      );
      for (const bad of [
        { name: 'Shoes', slug: 'Shoes' },
        { name: 'Shoes', slug: 'a--b' },
        { name: 'Shoes', slug: '<script>' },
        { name: 'Shoes', slug: 'x'.repeat(61) },
        { name: '', slug: 'shoes' },
        { name: 'x'.repeat(81), slug: 'shoes' },
        { name: 'Shoes', slug: 'shoes', description: 'x'.repeat(1001) },
        { name: 'Shoes', slug: 'shoes', image_url: 'javascript:alert(1)' },
        { name: ['Shoes'], slug: 'shoes' },
      ]) {
        const res = await send('POST', '/admin/collections', bad);
        expect(res.statusCode, JSON.stringify(bad).slice(0, 60)).toBe(400);
      }
      expect((await send('PUT', '/admin/collections/abc', input)).statusCode).toBe(400);
      expect((await send('DELETE', '/admin/collections/99999999')).statusCode).toBe(404);
      expect(await countRows(t.app, 'collections')).toBe(before);
      expect(await countRows(t.app, 'audit_log')).toBe(audits);
    });

    it('files products in several collections; lists, filters and counts only what shoppers see', async () => {
      const kitenge = slugOf('kitenge');
      const shoes = slugOf('shoes');
      for (const [name, slug] of [
        ['Kitenge', kitenge],
        ['Shoes', shoes],
      ])
        expect((await send('POST', '/admin/collections', { name, slug })).statusCode).toBe(201);
      const dress = await send('POST', '/admin/products', {
        ...productInput({ name: 'Kitenge dress' }),
        collections: [kitenge, shoes, kitenge],
      });
      expect(dress.statusCode, dress.body).toBe(201);
      expect(dress.json<ProductDetail>().collections.sort()).toEqual([kitenge, shoes].sort());
      const draft = await send('POST', '/admin/products', {
        ...productInput({ name: 'Kitenge draft' }),
        status: 'draft',
        collections: [kitenge],
      });
      expect(draft.statusCode).toBe(201);
      const unknown = await send('POST', '/admin/products', {
        ...productInput(),
        collections: ['no-such-collection'],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ details: Record<string, string> }>().details).toHaveProperty(
        'collections',
      );

      const list = await t.app.inject({ method: 'GET', url: '/api/collections' });
      expect(list.statusCode).toBe(200);
      const counts = new Map(list.json<Collection[]>().map((c) => [c.slug, c.product_count]));
      expect(counts.get(kitenge)).toBe(1);
      expect(counts.get(shoes)).toBe(1);
      expect(Number(list.headers['x-total-count'])).toBe(list.json<Collection[]>().length);

      const filtered = await t.app.inject({
        method: 'GET',
        url: `/api/products?collection=${kitenge}`,
      });
      expect(filtered.json<Product[]>().map((p) => p.name)).toEqual(['Kitenge dress']);
      expect(filtered.headers['x-total-count']).toBe('1');
      const none = await t.app.inject({ method: 'GET', url: '/api/products?collection=nothing' });
      expect(none.json()).toEqual([]);
      const hostile = await t.app.inject({
        method: 'GET',
        url: `/api/products?collection=${encodeURIComponent("x' or 1=1 --")}`,
      });
      expect(hostile.statusCode).toBe(400);

      // Absent keeps the product's collections; [] takes it out of all.
      const id = dress.json<ProductDetail>().id;
      const kept = await send(
        'PUT',
        `/admin/products/${id}`,
        productInput({ name: 'Kitenge dress' }),
      );
      expect(kept.json<ProductDetail>().collections).toHaveLength(2);
      const out = await send('PUT', `/admin/products/${id}`, {
        ...productInput({ name: 'Kitenge dress' }),
        collections: [],
      });
      expect(out.json<ProductDetail>().collections).toEqual([]);
    });
  });

  describe('sale prices', () => {
    it('needs a compare-at price above the price, for the product and for a size', async () => {
      for (const [body, field] of [
        [{ price: 1000, compare_at_price: 1000 }, 'compare_at_price'],
        [{ price: 1000, compare_at_price: 999 }, 'compare_at_price'],
        [{ price: 1000, compare_at_price: -5 }, 'compare_at_price'],
        [{ price: 1000, compare_at_price: '1500' }, 'compare_at_price'],
        [
          {
            price: 1000,
            variants: [{ size: 'M', inventory: 1, price: 800, compare_at_price: 800 }],
          },
          'variants.0.compare_at_price',
        ],
        [
          { price: 1000, variants: [{ size: 'M', inventory: 1, compare_at_price: 900 }] },
          'variants.0.compare_at_price',
        ],
      ] as const) {
        const res = await send('POST', '/admin/products', { ...productInput(), ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json<{ details: Record<string, string> }>().details).toHaveProperty(field);
      }
    });

    it('lists products with a "was" price under on_sale=true; checkout charges the price', async () => {
      const name = `Sale ${uniqueName('')}`;
      const sale = await send('POST', '/admin/products', {
        ...productInput({ name: `${name} shuka`, price: 1500 }),
        compare_at_price: 2000,
      });
      expect(sale.json<ProductDetail>()).toMatchObject({ price: 1500, compare_at_price: 2000 });
      const sizeSale = await send('POST', '/admin/products', {
        ...productInput({ name: `${name} kikoi`, price: 1000 }),
        variants: [
          { size: 'S', inventory: 2 },
          { size: 'M', inventory: 2, price: 1200, compare_at_price: 1800 },
        ],
      });
      expect(sizeSale.statusCode, sizeSale.body).toBe(201);
      expect(sizeSale.json<ProductDetail>().variants.map((v) => v.compare_at_price)).toEqual([
        null,
        1800,
      ]);
      await createProduct(t.app, { name: `${name} plain` });

      const onSale = await t.app.inject({
        method: 'GET',
        url: `/api/products?on_sale=true&q=${encodeURIComponent(name)}`,
      });
      expect(
        onSale
          .json<Product[]>()
          .map((p) => p.name)
          .sort(),
      ).toEqual([`${name} kikoi`, `${name} shuka`].sort());
      expect(onSale.headers['x-total-count']).toBe('2');
      const all = await t.app.inject({
        method: 'GET',
        url: `/api/products?on_sale=false&q=${encodeURIComponent(name)}`,
      });
      expect(all.json<Product[]>()).toHaveLength(3);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/products?on_sale=yes' })).statusCode,
      ).toBe(400);

      // A price raised to the "was" price ends the sale; null ends it too.
      const id = sale.json<ProductDetail>().id;
      const kept = await send('PUT', `/admin/products/${id}`, productInput({ price: 1400 }));
      expect(kept.json<ProductDetail>().compare_at_price).toBe(2000);
      const raised = await send('PUT', `/admin/products/${id}`, productInput({ price: 2500 }));
      expect(raised.json<ProductDetail>().compare_at_price).toBeNull();
    });
  });

  describe('photos per colour', () => {
    it('stores the colour a photo shows, changes it and keeps it when only the alt text changes', async () => {
      const product = await createProduct(t.app, { imageUrl: '' });
      const form = multipartForm([
        { name: 'alt', value: 'Navy shirt' },
        { name: 'colour', value: ' Navy  Blue ' },
        { name: 'file', value: await png(400, 300), filename: 'navy.png', type: 'image/png' },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/images`,
        headers: { ...form.headers, ...bearer(admin.token) },
        payload: form.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const image = uploaded.json<ProductImage>();
      expect(image.colour).toBe('Navy Blue');

      const url = `/admin/products/${product.id}/images/${image.id}`;
      const altOnly = await send('PUT', url, { alt: 'Navy shirt, back' });
      expect(altOnly.json<ProductImage>()).toMatchObject({
        alt: 'Navy shirt, back',
        colour: 'Navy Blue',
      });
      const maroon = await send('PUT', url, { alt: 'Maroon', colour: 'Maroon' });
      expect(maroon.json<ProductImage>().colour).toBe('Maroon');
      const every = await send('PUT', url, { alt: 'Any', colour: '' });
      expect(every.json<ProductImage>().colour).toBeNull();
      expect((await send('PUT', url, { alt: 'x', colour: 'x'.repeat(31) })).statusCode).toBe(400);
      expect((await send('PUT', url, { alt: 'x', colour: 'Red' }, support.token)).statusCode).toBe(
        403,
      );

      const shop = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
      expect(shop.json<ProductDetail>().images.map((i) => i.colour)).toEqual([null]);
      // Saved without an image URL, the product shows its photo.
      expect(shop.json<ProductDetail>().imageUrl).toBe(image.url);
    });
  });
});
