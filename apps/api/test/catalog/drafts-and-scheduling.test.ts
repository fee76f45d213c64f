import type { Collection, Product, ProductDetail } from '@mavazi/shared/catalog.schemas';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, postCheckout, productInput } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp, uniqueName } from '../helpers/test-app';

// A built web app, so product pages are answered (with their Open Graph head) or 404.
const webDir = path.join(tmpdir(), `mavazi-drafts-${process.pid}-${Date.now()}`);
beforeAll(() => {
  mkdirSync(webDir);
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('drafts and scheduled products', () => {
  // A long cache life: a scheduled product must still show at its time, not a minute later.
  const t = setupTestApp({ CATALOG_CACHE_TTL_MS: '60000', WEB_DIST_DIR: webDir });
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const adminSend = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(admin.token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  async function collection(name: string): Promise<string> {
    const slug = uniqueName('c')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const res = await adminSend('POST', '/admin/collections', { name, slug });
    expect(res.statusCode).toBe(201);
    return slug;
  }

  async function createVia(input: Record<string, unknown>): Promise<ProductDetail> {
    const res = await adminSend('POST', '/admin/products', { ...productInput(), ...input });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ProductDetail>();
  }

  it('never shows a draft to shoppers: every shopper route asked for its id and name finds nothing', async () => {
    const slug = await collection('Secret season');
    const name = `Zebra Draft Kanzu ${uniqueName('')}`;
    const draft = await createVia({
      name,
      status: 'draft',
      compare_at_price: 9999,
      collections: [slug],
      category: 'Kids',
      variants: [{ size: 'M', colour: 'Navy', inventory: 3 }],
    });
    expect(draft.status).toBe('draft');
    const visible = await createProduct(t.app, { category: 'Kids', name: `Zebra Open Kanzu` });

    const lists = [
      '/api/products',
      `/api/products?q=${encodeURIComponent(name)}`,
      '/api/products?q=zebra',
      '/api/products?category=Kids',
      '/api/products?size=M',
      '/api/products?on_sale=true',
      `/api/products?collection=${slug}`,
      '/api/products?sort=newest&limit=100',
      '/api/products?in_stock=true&min_price=1',
    ];
    for (const url of lists) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const items = res.json<Product[]>();
      expect(
        items.map((p) => p.id),
        url,
      ).not.toContain(draft.id);
      expect(res.body, url).not.toContain('Zebra Draft');
      // Totals count what shoppers see, never the draft.
      expect(Number(res.headers['x-total-count']), url).toBe(items.length);
    }
    expect((await get('/api/products?q=zebra')).json<Product[]>().map((p) => p.id)).toEqual([
      visible.id,
    ]);

    for (const url of [
      `/api/product/${draft.id}`,
      `/api/product/${draft.id}/reviews`,
      `/api/${draft.id}/reviews`,
      `/product/${draft.id}`,
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Zebra Draft');
    }
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/product/${draft.id}/reviews`,
      headers: bearer(shopper.token),
      payload: { rating: 5, comment: 'Lovely' },
    });
    expect(review.statusCode).toBe(404);

    const collections = await get('/api/collections');
    expect(collections.statusCode).toBe(200);
    expect(collections.json<Collection[]>().find((c) => c.slug === slug)?.product_count).toBe(0);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.body).not.toContain(`/product/${draft.id}<`);
    expect(sitemap.body).toContain(`/product/${visible.id}<`);

    // A draft cannot be bought: as for a deleted product.
    const checkout = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody(
        [{ product_id: draft.id, variant_id: draft.variants[0]?.id, quantity: 1, price: 1499.5 }],
        1499.5,
      ),
    );
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });

    // Staff still see and edit it.
    const staff = await adminSend('GET', `/admin/products/${draft.id}`);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<ProductDetail>()).toMatchObject({ status: 'draft', collections: [slug] });
    const admins = await get('/api/admin/collections', bearer(admin.token));
    expect(admins.json<Collection[]>().find((c) => c.slug === slug)?.product_count).toBe(1);

    // Published: shoppers see it everywhere at once (this process's write clears the cache).
    const published = await adminSend('PUT', `/admin/products/${draft.id}`, {
      ...productInput({ name, category: 'Kids' }),
      status: 'active',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await get(`/api/product/${draft.id}`)).statusCode).toBe(200);
    expect((await get(`/api/products?collection=${slug}`)).json<Product[]>()).toHaveLength(1);
    const page = await get(`/product/${draft.id}`, { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Zebra Draft');
  });

  it('shows a scheduled product from its publish time on, even past a kept list', async () => {
    const name = `Scheduled Shuka ${uniqueName('')}`;
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const scheduled = await createVia({ name, status: 'scheduled', publish_at: publishAt });
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: publishAt });
    const url = `/api/products?q=${encodeURIComponent(name)}`;
    expect((await get(url)).json<Product[]>()).toEqual([]);
    expect((await get(`/api/product/${scheduled.id}`)).statusCode).toBe(404);

    // No write, no job: the kept answer expires at publish_at and the query itself lets it through.
    while (Date.now() <= Date.parse(publishAt)) await sleep(100);
    const after = (await get(url)).json<Product[]>();
    expect(after.map((p) => p.id)).toEqual([scheduled.id]);
    expect(after[0]?.status).toBe('active');
    expect((await get(`/api/product/${scheduled.id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`/product/${scheduled.id}<`);
  });

  it('takes a publish time in the past as on sale now, and needs one to schedule', async () => {
    const past = await createVia({ status: 'scheduled', publish_at: '2020-01-01T00:00:00+03:00' });
    expect(past).toMatchObject({ status: 'active', publish_at: '2019-12-31T21:00:00.000Z' });
    expect((await get(`/api/product/${past.id}`)).statusCode).toBe(200);

    const missing = await adminSend('POST', '/admin/products', {
      ...productInput(),
      status: 'scheduled',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ details: Record<string, string> }>().details).toHaveProperty(
      'publish_at',
    );
    for (const bad of [
      { status: 'hidden' },
      { status: 'scheduled', publish_at: 'tomorrow' },
      { status: 'scheduled', publish_at: '2026-13-01T00:00:00Z' },
      { status: 1 },
    ]) {
      const res = await adminSend('POST', '/admin/products', { ...productInput(), ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // A product saved without a publish time's status keeps it; an active one drops the time.
    const active = await adminSend('PUT', `/admin/products/${past.id}`, {
      ...productInput(),
      status: 'active',
      publish_at: '2030-01-01T00:00:00Z',
    });
    expect(active.json<ProductDetail>()).toMatchObject({ status: 'active', publish_at: null });
    const kept = await adminSend('PUT', `/admin/products/${past.id}`, productInput());
    expect(kept.json<ProductDetail>().status).toBe('active');
  });

  it('keeps shoppers and other roles out of the staff product read', async () => {
    const draft = await createVia({ status: 'draft' });
    expect((await get(`/api/admin/products/${draft.id}`)).statusCode).toBe(401);
    expect(
      (await get(`/api/admin/products/${draft.id}`, bearer(shopper.token))).statusCode,
    ).toBeGreaterThanOrEqual(401);
    expect((await adminSend('GET', '/admin/products/999999')).statusCode).toBe(404);
  });
});
