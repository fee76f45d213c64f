import type { ProductWithReviews, Review } from '@mavazi/shared/catalog.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createReview } from '../helpers/fixtures';
import { createUser, setupTestApp } from '../helpers/test-app';

describe('GET /product/{id} and review lists', () => {
  const t = setupTestApp();
  let reviewed: number;
  let quiet: number;
  let deleted: number;

  beforeAll(async () => {
    reviewed = (
      await createProduct(t.app, {
        name: 'Ankara Maxi Dress',
        price: 4500,
        category: 'Women',
        inventory: 0,
      })
    ).id;
    quiet = (await createProduct(t.app, { name: 'Kikoi Shorts', price: 1500.25 })).id;
    deleted = (await createProduct(t.app, { name: 'Gone Shirt', deleted: true })).id;
    const a = await createUser(t.app, { username: 'amina' });
    const b = await createUser(t.app, { username: 'baraka' });
    const c = await createUser(t.app, { username: 'chebet' });
    const reviews = [
      [reviewed, a, 5, 'oldest', '2026-03-01'],
      [reviewed, b, 4, 'newest', '2026-03-05'],
      [reviewed, c, 4, 'middle', '2026-03-03'],
      [deleted, a, 1, 'bad', '2026-03-03'],
    ] as const;
    for (const [productId, { user }, rating, comment, day] of reviews) {
      const createdAt = `${day}T08:00:00.000Z`;
      await createReview(t.app, { productId, user, rating, comment, createdAt });
    }
  });

  it('returns the product with its reviews newest first and the rating totals', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${reviewed}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductWithReviews>();
    expect(body).toMatchObject({
      id: reviewed,
      name: 'Ankara Maxi Dress',
      price: 4500,
      category: 'Women',
      inventory: 0,
      rating_average: 4.3,
      rating_count: 3,
    });
    expect(body.reviews.map((r) => r.comment)).toEqual(['newest', 'middle', 'oldest']);
    expect(body.reviews[0]).toEqual({
      id: expect.any(Number),
      product_id: reviewed,
      author: 'baraka',
      rating: 4,
      comment: 'newest',
      verified_purchase: false,
      created_at: '2026-03-05T08:00:00.000Z',
    });
    expect(body.reviews[0]).not.toHaveProperty('user_id');
  });

  it('shows an unreviewed product with a null average and no reviews', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/${quiet}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      price: 1500.25,
      rating_average: null,
      rating_count: 0,
      reviews: [],
    });
  });

  it('answers 404 for an unknown or deleted product', async () => {
    for (const id of [999_999, deleted]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    }
  });

  it('refuses ids that are not positive integers with 400', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '1e30', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json<{ error: string }>().error).toEqual(expect.any(String));
    }
  });

  it('lists reviews at /product/{id}/reviews and /{id}/reviews without a token', async () => {
    for (const url of [`/api/product/${reviewed}/reviews`, `/api/${reviewed}/reviews`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const reviews = res.json<Review[]>();
      expect(reviews.map((r) => r.comment)).toEqual(['newest', 'middle', 'oldest']);
    }
    const none = await t.app.inject({ method: 'GET', url: `/api/${quiet}/reviews` });
    expect(none.json()).toEqual([]);
  });

  it('answers 404 on review lists of unknown or deleted products and 400 on bad ids', async () => {
    for (const url of [
      '/api/product/424242/reviews',
      '/api/424242/reviews',
      `/api/product/${deleted}/reviews`,
      `/api/${deleted}/reviews`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/abc/reviews' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/product/-1/reviews' })).statusCode).toBe(
      400,
    );
  });
});
