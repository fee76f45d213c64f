import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product, ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { CATEGORIES } from '@mavazi/shared/constants';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../src/seed/demo-catalog';
import { seedDemoIfEmpty } from '../../src/seed/seed-demo';
import { setupTestApp } from '../helpers/test-app';

const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));
const MAX_IMAGE_BYTES = 60 * 1024;

/** An SVG served by the shop: present, small, and sized so it lays out without shifting. */
function expectShopSvg(urlPath: string): void {
  const file = path.join(webPublic, urlPath);
  const size = statSync(file).size;
  expect(size, urlPath).toBeGreaterThan(0);
  expect(size, urlPath).toBeLessThan(MAX_IMAGE_BYTES);
  const head = readFileSync(file, 'utf8').slice(0, 300);
  expect(head, urlPath).toMatch(
    /^<svg [^>]*width="\d+"[^>]*height="\d+"[^>]*viewBox="0 0 \d+ \d+"/,
  );
}

describe('demo catalog seed', () => {
  const t = setupTestApp();

  // The seed renders all the demo artwork through sharp: a few seconds, more on a busy machine.
  it('fills an empty database with at least 48 products, 10 or more per category', async () => {
    expect(await seedDemoIfEmpty(t.app.deps)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.statusCode).toBe(200);
    const products = res.json<Product[]>();
    expect(products.length).toBeGreaterThanOrEqual(48);
    expect(products).toHaveLength(demoProducts.length);
    for (const category of CATEGORIES) {
      expect(
        products.filter((p) => p.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10);
    }
    expect(products.filter((p) => p.inventory === 0).length).toBeGreaterThanOrEqual(3);
    expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
    for (const p of products) {
      expect(p.price, p.name).toBeGreaterThanOrEqual(450);
      expect(p.price, p.name).toBeLessThanOrEqual(12_000);
      expect(p.description.length, p.name).toBeGreaterThan(20);
    }
  }, 120_000);

  it('gives some products reviews, with their totals', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Product[]
    >();
    const reviewed = products.filter((p) => p.rating_count > 0);
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
    for (const p of reviewed) {
      expect(p.rating_average).toBeGreaterThanOrEqual(1);
      expect(p.rating_average).toBeLessThanOrEqual(5);
    }
    const first = reviewed[0]!;
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${first.id}` });
    const body = detail.json<ProductWithReviews>();
    expect(body.reviews).toHaveLength(first.rating_count);
    expect(body.reviews[0]?.comment.length).toBeGreaterThan(0);
  });

  it('serves every product its artwork as WebP photos through the upload pipeline', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Product[]
    >();
    for (const p of products) {
      expect(p.image, p.name).not.toBeNull();
      expect(p.imageUrl, p.name).toBe(p.image?.url);
      expect(p.imageUrl, p.name).toMatch(/^\/uploads\/products\/[0-9a-f]{24}-\d+\.webp$/);
      expect(p.image?.srcset, p.name).toMatch(/ 320w, .* 600w$/);
      expect(p.image).toMatchObject({ width: 600, height: 600, alt: p.name });
    }
    const first = products[0]!;
    const photo = await t.app.inject({ method: 'GET', url: first.imageUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.rawPayload.byteLength).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it('sizes clothing and shoes, with colours and a few sizes sold out', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Product[]
    >();
    const sized = products.filter((p) => p.category !== 'Accessories');
    expect(sized.every((p) => p.inventory === 0 || p.sizes.length > 0)).toBe(true);
    const details = await Promise.all(
      sized.map(async (p) =>
        (
          await t.app.inject({ method: 'GET', url: `/api/product/${p.id}` })
        ).json<ProductWithReviews>(),
      ),
    );
    const variants = details.flatMap((d) => d.variants);
    expect(variants.some((v) => v.colour !== null)).toBe(true);
    expect(variants.some((v) => v.size === '42')).toBe(true);
    expect(variants.some((v) => v.size === '6-7Y')).toBe(true);
    const inStock = details.filter((d) => d.inventory > 0);
    expect(
      inStock.filter((d) => d.variants.some((v) => v.inventory === 0)).length,
    ).toBeGreaterThanOrEqual(5);
    expect(
      inStock.filter((d) => d.variants.some((v) => v.inventory === 2)).length,
    ).toBeGreaterThanOrEqual(5);
    for (const d of details) {
      expect(d.inventory, d.name).toBe(d.variants.reduce((sum, v) => sum + v.inventory, 0));
    }
  });

  it('ships the eight carousel slides and the placeholder image', () => {
    for (let i = 1; i <= 8; i += 1) expectShopSvg(`/images/carousel/slide-${i}.svg`);
    expectShopSvg('/images/placeholder.svg');
  });

  it('does nothing when run again', async () => {
    expect(await seedDemoIfEmpty(t.app.deps)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.json<Product[]>()).toHaveLength(demoProducts.length);
    expect(res.headers['x-total-count']).toBe(String(demoProducts.length));
  });
});
