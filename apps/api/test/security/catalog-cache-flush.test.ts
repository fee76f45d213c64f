import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

// Issue 22 item 8: anonymous or failed writes must not empty the catalog read cache.

describe('the catalog read cache survives writes that change nothing', () => {
  // A long TTL: only a clear, never the clock, may show the change behind the cache.
  const t = setupTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
  const { shopper } = createUsersOnce(t, { shopper: {} });
  let productId: number;

  beforeAll(async () => {
    productId = (await createProduct(t.app, { name: 'Kept Kikoi' })).id;
  });

  const name = async () =>
    (await t.app.inject({ url: `/api/product/${productId}` })).json<ProductWithReviews>().name;

  it('keeps its answers after POSTs to missing routes, refused writes and unrelated writes', async () => {
    expect(await name()).toBe('Kept Kikoi');
    // Changed behind the cache: only a cleared cache would show it.
    await t.app.db
      .updateTable('products')
      .set({ name: 'Changed behind the cache' })
      .where('id', '=', productId)
      .execute();
    const attempts = [
      { method: 'POST' as const, url: '/api/nothing-here', payload: {} },
      { method: 'DELETE' as const, url: '/api/products', payload: {} },
      { method: 'POST' as const, url: '/api/login', payload: { email: 'x@y.z', password: 'nope' } },
      { method: 'POST' as const, url: `/api/product/${productId}/reviews`, payload: {} },
      { method: 'PUT' as const, url: '/api/admin/products/1', payload: {} },
      { method: 'POST' as const, url: '/api/checkout', payload: { items: [] } },
      {
        method: 'POST' as const,
        url: '/api/support/ticket',
        headers: bearer(shopper.token),
        payload: { subject: 'Hello', message: 'Where is my order?' },
      },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode, attempt.url).toBeLessThan(500);
      expect(await name(), `${attempt.method} ${attempt.url}`).toBe('Kept Kikoi');
    }
  });

  it('is cleared by a successful catalog write', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/product/${productId}/reviews`,
      headers: bearer(shopper.token),
      payload: { rating: 4, comment: 'Good' },
    });
    expect(await name()).toBe('Changed behind the cache');
  });
});
