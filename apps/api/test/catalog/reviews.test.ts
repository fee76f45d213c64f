import type { ProductWithReviews, Review } from '@mavazi/shared/catalog.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('POST /product/{id}/reviews', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: { username: 'Njeri' } });
  let productId: number;

  beforeAll(async () => {
    const product = await createProduct(t.app, {
      name: 'Beaded Maasai Necklace',
      category: 'Accessories',
    });
    productId = product.id;
  });

  const post = (payload: unknown, token?: string, id: number | string = productId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/product/${id}/reviews`,
      headers: token ? bearer(token) : {},
      payload: payload as Record<string, unknown>,
    });

  async function reviewCount(id = productId): Promise<number> {
    const row = await t.app.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('stores the review with the signed-in user as author and answers 201', async () => {
    const before = await reviewCount();
    const res = await post({ rating: 5, comment: '  Lovely colours, well made.  ' }, shopper.token);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ message: string; review: Review }>();
    expect(body.message).toBe('Review submitted successfully');
    expect(body.review).toEqual({
      id: expect.any(Number),
      product_id: productId,
      author: 'Njeri',
      rating: 5,
      comment: 'Lovely colours, well made.',
      verified_purchase: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await reviewCount()).toBe(before + 1);

    const detail = await t.app.inject({ method: 'GET', url: `/api/product/${productId}` });
    const product = detail.json<ProductWithReviews>();
    expect(product.reviews[0]).toEqual(body.review);
    expect(product.rating_count).toBe(before + 1);
  });

  it('takes the author from the token even when the body names someone else', async () => {
    const res = await post(
      { rating: 4, comment: 'Nice', author: 'admin', user_id: 1 },
      shopper.token,
    );
    expect(res.statusCode).toBe(201);
    const review = res.json<{ review: Review }>().review;
    expect(review.author).toBe('Njeri');
    const stored = await t.app.db
      .selectFrom('reviews')
      .select(['author', 'user_id'])
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ author: 'Njeri', user_id: shopper.user.id });
  });

  it('keeps the comment as plain text, markup included', async () => {
    const comment = '<b>Great</b> fit & <script>alert(1)</script> "quoted"';
    const res = await post({ rating: 3, comment }, shopper.token);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ review: Review }>().review.comment).toBe(comment);
    const list = await t.app.inject({ method: 'GET', url: `/api/product/${productId}/reviews` });
    expect(list.json<Review[]>()[0]?.comment).toBe(comment);
  });

  it('answers 401 without a token or with a bad one, and stores nothing', async () => {
    const before = await reviewCount();
    for (const token of [undefined, 'not-a-jwt']) {
      const res = await post({ rating: 5, comment: 'Sneaky' }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('error');
    }
    // No token is a 401 even when the body is also invalid.
    expect((await post({ rating: 9 })).statusCode).toBe(401);
    expect(await reviewCount()).toBe(before);
  });

  it('refuses ratings that are not whole numbers from 1 to 5', async () => {
    const before = await reviewCount();
    for (const rating of [0, 6, 2.5, '3', null, -1]) {
      const res = await post({ rating, comment: 'Fine' }, shopper.token);
      expect(res.statusCode, String(rating)).toBe(400);
      expect(
        res.json<{ error: string; details?: Record<string, string> }>().details,
      ).toHaveProperty('rating');
    }
    expect((await post({ comment: 'No rating' }, shopper.token)).statusCode).toBe(400);
    expect(await reviewCount()).toBe(before);
  });

  it('refuses an empty, blank, missing or over-long comment', async () => {
    const before = await reviewCount();
    for (const comment of ['', '   ', 'x'.repeat(2001), undefined, 42]) {
      const res = await post({ rating: 4, comment }, shopper.token);
      expect(res.statusCode, String(comment).slice(0, 10)).toBe(400);
      expect(res.json<{ details?: Record<string, string> }>().details).toHaveProperty('comment');
    }
    expect(await reviewCount()).toBe(before);
    const longest = await post({ rating: 4, comment: 'y'.repeat(2000) }, shopper.token);
    expect(longest.statusCode).toBe(201);
  });

  it('answers 404 for an unknown or deleted product and 400 for a bad id', async () => {
    const unknown = await post({ rating: 4, comment: 'Where is it?' }, shopper.token, 777_777);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Product not found', code: 'PRODUCT_NOT_FOUND' });

    const { id: gone } = await createProduct(t.app, {
      name: 'Retired Kofia',
      category: 'Accessories',
      deleted: true,
    });
    const deleted = await post({ rating: 4, comment: 'Too late' }, shopper.token, gone);
    expect(deleted.statusCode).toBe(404);
    expect(await reviewCount(gone)).toBe(0);

    expect((await post({ rating: 4, comment: 'Bad id' }, shopper.token, 'abc')).statusCode).toBe(
      400,
    );
  });
});
