import type { Product } from '@mavazi/shared/catalog.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutBody,
  createProduct,
  createReview,
  postCheckout,
  readProduct,
} from '../helpers/fixtures';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('GET /products', () => {
  const t = setupTestApp();
  const { admin } = createUsersOnce(t, { admin: { admin: true } });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const rows = [
      { name: 'Kitenge Shirt', category: 'Men', price: 2450 },
      { name: 'KITENGE Wrap Dress', category: 'Women', price: 3200.5 },
      { name: 'Ankara Maxi Dress', category: 'Women', price: 4500 },
      { name: '50% Cotton Tee', category: 'Men', price: 850 },
      { name: '50 Percent Wool Cap', category: 'Accessories', price: 900 },
      { name: 'Kids_Hoodie', category: 'Kids', price: 1900 },
      { name: 'Kids Hoodie Blue', category: 'Kids', price: 1950 },
      { name: 'Wow! Beaded Necklace', category: 'Accessories', price: 1800 },
      { name: 'Kitenge Retired Shirt', category: 'Men', price: 2000 },
    ] as const;
    for (const [i, row] of rows.entries()) {
      const deleted = row.name === 'Kitenge Retired Shirt';
      // The maxi dress mentions kitenge only in its description: it comes after the name matches.
      const description =
        row.name === 'Ankara Maxi Dress' ? 'Ankara cut, kitenge trim' : 'Everyday wear';
      // One product a day, in list order: "newest" is the reverse.
      const createdAt = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
      const inventory = row.name === 'Kids Hoodie Blue' ? 0 : 10;
      const product = await createProduct(t.app, { ...row, description, inventory, deleted });
      await t.app.db
        .updateTable('products')
        .set({ created_at: createdAt })
        .where('id', '=', product.id)
        .execute();
      ids[row.name] = product.id;
    }

    const [a, b, c] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const reviews = [
      ['Kitenge Shirt', a, 5],
      ['Kitenge Shirt', b, 4],
      ['Kitenge Shirt', c, 4],
      ['Ankara Maxi Dress', a, 2],
    ] as const;
    for (const [name, { user }, rating] of reviews)
      await createReview(t.app, { productId: ids[name]!, user, rating });
  });

  async function list(query = '') {
    const res = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    return res;
  }
  const names = (products: Product[]) => products.map((p) => p.name);

  it('returns the whole catalog as an array in id order without parameters', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<Product[]>();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(8);
    expect(body.map((p) => p.id)).toEqual([...body.map((p) => p.id)].sort((x, y) => x - y));
    expect(res.headers['x-total-count']).toBe('8');
  });

  it('never lists soft-deleted products', async () => {
    const body = (await list()).json<Product[]>();
    expect(names(body)).not.toContain('Kitenge Retired Shirt');
    const search = (await list('?q=retired')).json<Product[]>();
    expect(search).toEqual([]);
  });

  it('returns prices in KES and the API field names', async () => {
    const body = (await list('?q=wrap')).json<Product[]>();
    expect(body).toEqual([
      {
        id: ids['KITENGE Wrap Dress'],
        name: 'KITENGE Wrap Dress',
        description: expect.any(String),
        price: 3200.5,
        imageUrl: expect.stringMatching(/^\/images\//),
        category: 'Women',
        inventory: 10,
        rating_average: null,
        rating_count: 0,
        sizes: [],
        image: null,
        compare_at_price: null,
        status: 'active',
        publish_at: null,
      },
    ]);
    expect(body[0]).not.toHaveProperty('reviews');
    expect(body[0]).not.toHaveProperty('price_cents');
    expect(body[0]).not.toHaveProperty('deleted_at');
  });

  it('carries rating aggregates rounded to one decimal', async () => {
    const body = (await list()).json<Product[]>();
    const shirt = body.find((p) => p.name === 'Kitenge Shirt');
    expect(shirt).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    const dress = body.find((p) => p.name === 'Ankara Maxi Dress');
    expect(dress).toMatchObject({ rating_average: 2, rating_count: 1 });
  });

  it('filters by category', async () => {
    const res = await list('?category=Women');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['KITENGE Wrap Dress', 'Ankara Maxi Dress']);
    expect(res.headers['x-total-count']).toBe('2');
    expect(names((await list('?category=Kids')).json())).toEqual([
      'Kids_Hoodie',
      'Kids Hoodie Blue',
    ]);
  });

  it('searches names case-insensitively, then descriptions', async () => {
    for (const q of ['kitenge', 'KITENGE', 'KiTeNgE', 'iteng']) {
      const res = await list(`?q=${q}`);
      expect(names(res.json())).toEqual([
        'Kitenge Shirt',
        'KITENGE Wrap Dress',
        'Ankara Maxi Dress',
      ]);
      expect(res.headers['x-total-count']).toBe('3');
    }
    // Name matches first whatever the sort; each group in the sort's order.
    expect(names((await list('?q=kitenge&sort=price_desc')).json())).toEqual([
      'KITENGE Wrap Dress',
      'Kitenge Shirt',
      'Ankara Maxi Dress',
    ]);
    // One or two characters have no trigram: still a substring match.
    expect(names((await list('?q=wo')).json())).toEqual([
      '50 Percent Wool Cap',
      'Wow! Beaded Necklace',
    ]);
    expect(names((await list('?q=%22kitenge%22')).json())).toEqual([]);
    expect(names((await list('?q=dress&category=Women')).json())).toEqual([
      'KITENGE Wrap Dress',
      'Ankara Maxi Dress',
    ]);
    expect((await list('?q=nothing-like-this')).json()).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    const percent = await list(`?q=${encodeURIComponent('50%')}`);
    expect(names(percent.json())).toEqual(['50% Cotton Tee']);
    const underscore = await list(`?q=${encodeURIComponent('s_H')}`);
    expect(names(underscore.json())).toEqual(['Kids_Hoodie']);
    const onlyPercent = await list(`?q=${encodeURIComponent('%')}`);
    expect(names(onlyPercent.json())).toEqual(['50% Cotton Tee']);
    const quote = await list(`?q=${encodeURIComponent("' or '1'='1")}`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toEqual([]);
    const bang = await list(`?q=${encodeURIComponent('wow!')}`);
    expect(names(bang.json())).toEqual(['Wow! Beaded Necklace']);
  });

  it('treats a blank search as no search', async () => {
    const res = await list('?q=%20%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(8);
  });

  it('pages with limit and offset and reports the total', async () => {
    const all = names((await list()).json());
    const first = await list('?limit=3');
    expect(names(first.json())).toEqual(all.slice(0, 3));
    expect(first.headers['x-total-count']).toBe('8');
    const second = await list('?limit=3&offset=3');
    expect(names(second.json())).toEqual(all.slice(3, 6));
    const last = await list('?limit=3&offset=6');
    expect(names(last.json())).toEqual(all.slice(6));
    const beyond = await list('?limit=3&offset=50');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('8');
    const offsetOnly = await list('?offset=5');
    expect(names(offsetOnly.json())).toEqual(all.slice(5));
    const filtered = await list('?category=Men&limit=1&offset=1');
    expect(names(filtered.json())).toEqual(['50% Cotton Tee']);
    expect(filtered.headers['x-total-count']).toBe('2');
  });

  it('sorts by newest, price, rating and popularity', async () => {
    const all = names((await list()).json());
    expect(names((await list('?sort=newest')).json())).toEqual([...all].reverse());
    const byPrice = (await list('?sort=price_asc')).json<Product[]>().map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(byPrice).toHaveLength(8);
    const down = (await list('?sort=price_desc')).json<Product[]>().map((p) => p.price);
    expect(down).toEqual([...byPrice].reverse());
    const rated = names((await list('?sort=rating&limit=3')).json());
    expect(rated.slice(0, 2)).toEqual(['Kitenge Shirt', 'Ankara Maxi Dress']);
  });

  it('counts units sold at checkout and gives them back when the order is cancelled', async () => {
    const necklace = ids['Wow! Beaded Necklace']!;
    const shopper = await createUser(t.app);
    const res = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody([{ product_id: necklace, quantity: 3, price: 1800 }], 5400),
    );
    expect(res.statusCode).toBe(201);
    expect((await readProduct(t.app, necklace)).units_sold).toBe(3);
    expect(names((await list('?sort=popular&limit=1')).json())).toEqual(['Wow! Beaded Necklace']);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${res.json<{ order: { id: number } }>().order.id}`,
      headers: bearer(admin.token),
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await readProduct(t.app, necklace)).units_sold).toBe(0);
  });

  it('sorts by units sold, counting orders and not cancelled ones', async () => {
    const cap = ids['50 Percent Wool Cap']!;
    const tee = ids['50% Cotton Tee']!;
    await t.app.db
      .updateTable('products')
      .set((eb) => ({ units_sold: eb.case().when('id', '=', cap).then(7).else(2).end() }))
      .where('id', 'in', [cap, tee])
      .execute();
    const popular = names((await list('?sort=popular&limit=2')).json());
    expect(popular).toEqual(['50 Percent Wool Cap', '50% Cotton Tee']);
  });

  it('filters by price range and stock, and counts what matches', async () => {
    const res = await list('?min_price=1800&max_price=2450');
    expect(names(res.json())).toEqual([
      'Kitenge Shirt',
      'Kids_Hoodie',
      'Kids Hoodie Blue',
      'Wow! Beaded Necklace',
    ]);
    expect(res.headers['x-total-count']).toBe('4');
    expect(names((await list('?min_price=3200.5')).json())).toEqual([
      'KITENGE Wrap Dress',
      'Ankara Maxi Dress',
    ]);
    expect(names((await list('?max_price=899.99')).json())).toEqual(['50% Cotton Tee']);
    const inStock = await list('?in_stock=true&category=Kids');
    expect(names(inStock.json())).toEqual(['Kids_Hoodie']);
    expect(inStock.headers['x-total-count']).toBe('1');
    expect((await list('?in_stock=false&category=Kids')).json()).toHaveLength(2);
    const paged = await list('?sort=price_asc&in_stock=true&limit=2&offset=2');
    expect(names(paged.json())).toEqual(['Wow! Beaded Necklace', 'Kids_Hoodie']);
    expect(paged.headers['x-total-count']).toBe('7');
  });

  it('refuses a bad sort, price range or stock flag with 400 and the field', async () => {
    for (const [query, field] of [
      ['?sort=cheapest', 'sort'],
      ['?sort=', 'sort'],
      ['?min_price=-1', 'min_price'],
      ['?max_price=abc', 'max_price'],
      ['?min_price=1.001', 'min_price'],
      ['?max_price=1e30', 'max_price'],
      ['?min_price=500&max_price=100', 'min_price'],
      ['?in_stock=yes', 'in_stock'],
      ['?in_stock=1', 'in_stock'],
    ] as const) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ code: string; details?: Record<string, string> }>();
      expect(body.code, query).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.details ?? {}), query).toContain(field);
    }
  });

  it('refuses an unknown category or a bad limit/offset with 400', async () => {
    for (const query of [
      '?category=Shoes',
      '?category=men',
      '?category=',
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?limit=2.5',
      '?offset=-1',
      '?offset=x',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: string }>().error, query).toEqual(expect.any(String));
    }
    expect((await list('?limit=100')).statusCode).toBe(200);
    expect((await list('?limit=1')).statusCode).toBe(200);
  });
});
