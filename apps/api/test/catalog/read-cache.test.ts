import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import type { Order } from '@mavazi/shared/orders.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, postCheckout, productInput } from '../helpers/fixtures';
import {
  bearer,
  createTestApp,
  createUser,
  createUsersOnce,
  setupTestApp,
  type TestApp,
} from '../helpers/test-app';
import { multipartForm, png } from './image-fixtures';

describe('catalog reads: ETag, 304, compression and the read cache', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });
  let productId: number;

  beforeAll(async () => {
    productId = (await createProduct(t.app, { name: 'Cached Kanga', price: 1200, inventory: 5 }))
      .id;
    for (let i = 0; i < 30; i += 1) await createProduct(t.app, { name: `Filler shirt ${i}` });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  /** The product's tag, and its answer: the same tag always means the same bytes. */
  const detail = async () => {
    const res = await get(`/product/${productId}`);
    expect(res.statusCode).toBe(200);
    return { etag: res.headers.etag, body: res.json<ProductWithReviews>() };
  };
  /** A product changed by hand in the database: invisible while the cache holds the answer. */
  const renameBehindTheCache = (name: string) =>
    t.app.db.updateTable('products').set({ name }).where('id', '=', productId).execute();

  it('tags answers, answers a matching If-None-Match with an empty 304, and revalidates', async () => {
    for (const url of [
      `/product/${productId}`,
      '/products?limit=2',
      `/product/${productId}/reviews`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toContain('Accept-Encoding');
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(res.headers.etag);
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode, url).toBe(200);
    }
    // A page keeps its total in the kept answer too.
    const page = await get('/products?limit=2');
    expect(page.headers['x-total-count']).toBe('31');
  });

  it('keeps one answer per normalised request and serves it from memory', async () => {
    const a = await get('/products?limit=3&sort=price_asc&category=Men');
    const b = await get('/products?category=Men&sort=price_asc&limit=3');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
    expect((await get('/products?limit=4&sort=price_asc&category=Men')).headers.etag).not.toBe(
      a.headers.etag,
    );
    const before = await detail();
    await renameBehindTheCache('Renamed behind the cache');
    expect(await detail()).toEqual(before);
    t.app.readCache.clear();
    expect((await detail()).body.name).toBe('Renamed behind the cache');
  });

  it('compresses large answers by Accept-Encoding and leaves small ones alone', async () => {
    const plain = await get('/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const small = await get('/products?limit=1', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get('/products', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never keeps a missing product or a refused query', async () => {
    expect((await get('/product/999999')).statusCode).toBe(404);
    expect((await get('/products?sort=nope')).statusCode).toBe(400);
    expect((await get('/product/999999')).headers.etag).toBeUndefined();
  });

  describe('every kind of catalog write changes the tags at once', () => {
    /** A write must show in the next read: a new tag and the new content. */
    async function expectChange(
      write: () => Promise<{ statusCode: number }>,
      expectedStatus = 200,
    ) {
      const before = await detail();
      const list = await get('/products?limit=100&sort=newest');
      const res = await write();
      expect(res.statusCode).toBe(expectedStatus);
      const after = await detail();
      expect(after.etag).not.toBe(before.etag);
      expect((await get('/products?limit=100&sort=newest')).headers.etag).not.toBe(
        list.headers.etag,
      );
      return after.body;
    }

    it('an admin edit (and its variant grid)', async () => {
      const body = await expectChange(() =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/products/${productId}`,
          headers: bearer(admin.token),
          payload: productInput({
            name: 'Cached Kanga, edited',
            price: 1300,
            variants: [{ size: 'M', inventory: 4 }],
          }),
        }),
      );
      expect(body).toMatchObject({ name: 'Cached Kanga, edited', price: 1300, sizes: ['M'] });
    });

    it('a photo added and deleted', async () => {
      const form = multipartForm([
        { name: 'file', filename: 'p.png', type: 'image/png', value: await png(64, 64) },
      ]);
      let imageId = 0;
      const added = await expectChange(async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/products/${productId}/images`,
          headers: { ...form.headers, ...bearer(admin.token) },
          payload: form.payload,
        });
        imageId = res.json<{ id: number }>().id;
        return res;
      }, 201);
      expect(added.images).toHaveLength(1);
      const removed = await expectChange(() =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/admin/products/${productId}/images/${imageId}`,
          headers: bearer(admin.token),
        }),
      );
      expect(removed.images).toEqual([]);
    });

    it('a review', async () => {
      const shopper = await createUser(t.app);
      const body = await expectChange(
        () =>
          t.app.inject({
            method: 'POST',
            url: `/api/product/${productId}/reviews`,
            headers: bearer(shopper.token),
            payload: { rating: 3, comment: 'Soft cotton' },
          }),
        201,
      );
      expect(body).toMatchObject({ rating_count: 1, rating_average: 3 });
      expect(body.reviews.map((r) => r.comment)).toEqual(['Soft cotton']);
    });

    it('a checkout, and a cancel that gives the stock back', async () => {
      const { variants } = (await detail()).body;
      const variant = variants[0]!;
      const shopper = await createUser(t.app);
      let order: Order | undefined;
      const sold = await expectChange(async () => {
        const res = await postCheckout(
          t.app,
          shopper.token,
          checkoutBody(
            [{ product_id: productId, variant_id: variant.id, quantity: 2, price: 1300 }],
            2600,
          ),
        );
        order = res.json<{ order: Order }>().order;
        return res;
      }, 201);
      expect(sold.inventory).toBe(variant.inventory - 2);
      const back = await expectChange(() =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${order!.id}`,
          headers: bearer(admin.token),
          payload: { status: 'Cancelled' },
        }),
      );
      expect(back.inventory).toBe(variant.inventory);
    });

    it('a delete', async () => {
      const gone = await createProduct(t.app, { name: 'Soon gone' });
      const before = await get(`/product/${gone.id}`);
      expect(before.statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${gone.id}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      expect((await get(`/product/${gone.id}`)).statusCode).toBe(404);
    });
  });
});

describe('catalog read cache with several processes', () => {
  let other: TestApp;

  beforeAll(async () => {
    other = await createTestApp({ CATALOG_CACHE_TTL_MS: '50' });
  });
  afterAll(async () => {
    await other.close();
  });

  it("sees another process's change once the TTL has passed", async () => {
    const product = await createProduct(other.app, { name: 'Seen later' });
    const url = `/api/product/${product.id}`;
    expect((await other.app.inject({ url })).json<ProductWithReviews>().name).toBe('Seen later');
    // Another process's write: this one's cache is not told.
    await other.app.db
      .updateTable('products')
      .set({ name: 'Changed elsewhere' })
      .where('id', '=', product.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await other.app.inject({ url })).json<ProductWithReviews>().name).toBe(
      'Changed elsewhere',
    );
  });

  it('keeps nothing with a TTL of 0', async () => {
    const off = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
    try {
      const product = await createProduct(off.app, { name: 'Never kept' });
      const url = `/api/product/${product.id}`;
      const first = await off.app.inject({ url });
      expect(first.headers.etag).toBeDefined();
      await off.app.db
        .updateTable('products')
        .set({ name: 'Read straight away' })
        .where('id', '=', product.id)
        .execute();
      expect((await off.app.inject({ url })).json<ProductWithReviews>().name).toBe(
        'Read straight away',
      );
    } finally {
      await off.close();
    }
  });
});
