import { describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';

describe('reviews: one per shopper and product, paged lists', () => {
  const t = setupTestApp();

  const post = (productId: number, token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/product/${productId}/reviews`,
      headers: bearer(token),
      payload: body,
    });

  it('replaces the earlier review when a shopper posts again', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    const shopper = await createUser(t.app);
    const first = await post(product.id, shopper.token, { rating: 2, comment: 'Too small' });
    const second = await post(product.id, shopper.token, { rating: 5, comment: 'Exchanged: fits' });
    expect(second.statusCode).toBe(201);
    expect(second.json().review).toMatchObject({
      id: first.json().review.id,
      rating: 5,
      comment: 'Exchanged: fits',
    });
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(detail.json()).toMatchObject({ rating_count: 1, rating_average: 5 });
    expect(detail.json().reviews.map((r: { comment: string }) => r.comment)).toEqual([
      'Exchanged: fits',
    ]);
  });

  it('pages the review list with X-Total-Count, on both paths', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    for (let i = 0; i < 5; i += 1) {
      const shopper = await createUser(t.app);
      expect(
        (await post(product.id, shopper.token, { rating: 4, comment: `Review ${i}` })).statusCode,
      ).toBe(201);
    }
    for (const path of [`/api/product/${product.id}/reviews`, `/api/${product.id}/reviews`]) {
      const page = await t.app.inject({ method: 'GET', url: `${path}?limit=2&offset=1` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('5');
      expect(page.json().map((r: { comment: string }) => r.comment)).toEqual([
        'Review 3',
        'Review 2',
      ]);
      expect((await t.app.inject({ method: 'GET', url: `${path}?limit=101` })).statusCode).toBe(
        400,
      );
      expect((await t.app.inject({ method: 'GET', url: `${path}?offset=-1` })).statusCode).toBe(
        400,
      );
    }
  });

  it('embeds at most the newest 20 reviews in the product detail', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 1 });
    for (let i = 0; i < 22; i += 1) {
      const shopper = await createUser(t.app);
      await post(product.id, shopper.token, { rating: 3, comment: `Note ${i}` });
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
    expect(detail.json().reviews).toHaveLength(20);
    expect(detail.json().rating_count).toBe(22);
  });
});
