import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product, ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { CATEGORIES } from '@mavazi/shared/constants';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '../../src/db/seed/demo-catalog';
import { seedDemoIfEmpty } from '../../src/db/seed/seed-demo';
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

  it('fills an empty database with at least 48 products, 10 or more per category', async () => {
    expect(await seedDemoIfEmpty(t.app.db)).toBe(true);
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
  });

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

  it('points every product at an image file the shop serves, each under 60 KB', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Product[]
    >();
    for (const p of products) {
      expect(p.imageUrl, p.name).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expectShopSvg(p.imageUrl);
    }
  });

  it('ships the eight carousel slides and the placeholder image', () => {
    for (let i = 1; i <= 8; i += 1) expectShopSvg(`/images/carousel/slide-${i}.svg`);
    expectShopSvg('/images/placeholder.svg');
  });

  it('does nothing when run again', async () => {
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(res.json<Product[]>()).toHaveLength(demoProducts.length);
    expect(res.headers['x-total-count']).toBe(String(demoProducts.length));
  });
});
