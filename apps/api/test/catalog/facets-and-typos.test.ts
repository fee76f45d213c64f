import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductFacets } from '@mavazi/shared/catalog-facets.schemas';
import { productListQuerySchema, type Product } from '@mavazi/shared/catalog.schemas';
import { browseProducts, productFacets } from '../../src/modules/catalog/catalog.service';
import { attack } from '../helpers/attacks';
import { createProduct } from '../helpers/fixtures';
import { setupTestApp } from '../helpers/test-app';
import { createSizedProduct } from './variant-fixtures';

describe('GET /products/facets and typo-tolerant search', () => {
  const t = setupTestApp();

  beforeAll(async () => {
    const dress = await createSizedProduct(t.app, {
      name: 'Kitenge Maxi Dress',
      price: 3200,
      variants: [
        { size: 'S', inventory: 2 },
        { size: 'M', inventory: 0 },
        { size: 'L', inventory: 4, colour: 'Red' },
        { size: 'L', inventory: 1, colour: 'Blue' },
      ],
    });
    const shirt = await createSizedProduct(t.app, {
      name: 'Kitenge Shirt',
      price: 2400,
      variants: [
        { size: 'M', inventory: 3 },
        { size: 'XL', inventory: 1, hidden: true },
      ],
    });
    const shoes = await createSizedProduct(t.app, {
      name: 'Leather Sandals',
      price: 1800,
      variants: [{ size: '40', inventory: 5 }],
    });
    const draft = await createSizedProduct(t.app, {
      name: 'Kitenge Secret Jacket',
      price: 5000,
      variants: [{ size: 'XXL', inventory: 5 }],
    });
    await createProduct(t.app, { name: 'Plain Cap', category: 'Accessories', inventory: 4 });
    await t.app.db
      .updateTable('products')
      .set({ category: 'Women' })
      .where('id', '=', dress.product.id)
      .execute();
    await t.app.db
      .updateTable('products')
      .set({ category: 'Men' })
      .where('id', 'in', [shirt.product.id, shoes.product.id])
      .execute();
    await t.app.db
      .updateTable('products')
      .set({ status: 'draft' })
      .where('id', '=', draft.product.id)
      .execute();
    // The fixtures' description mentions kitenge: these match by name only.
    await t.app.db.updateTable('products').set({ description: 'Everyday wear' }).execute();
    t.app.readCache.clear();
  });

  const facets = async (query: string) => {
    const res = await attack(t.app, { method: 'GET', url: `/api/products/facets${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<ProductFacets>();
  };
  const list = (query: string) => attack(t.app, { method: 'GET', url: `/api/products${query}` });

  it('offers only sizes in stock of the products shown, in size order, counting products', async () => {
    expect(await facets('?q=kitenge')).toEqual({
      total: 2,
      sizes: [
        { size: 'S', count: 1 },
        { size: 'M', count: 1 },
        { size: 'L', count: 1 },
      ],
      corrected_q: null,
    });
  });

  it('follows the category and price filters', async () => {
    const women = await facets('?category=Women');
    expect(women.sizes.map((s) => s.size)).toEqual(['S', 'L']);
    expect(women.total).toBe(1);
    const men = await facets('?category=Men&max_price=2000');
    expect(men).toEqual({ total: 1, sizes: [{ size: '40', count: 1 }], corrected_q: null });
  });

  it('ignores its own size filter, so the other sizes stay on offer, but counts it in total', async () => {
    const bySize = await facets('?q=kitenge&size=S');
    expect(bySize.total).toBe(1);
    expect(bySize.sizes.map((s) => s.size)).toEqual(['S', 'M', 'L']);
  });

  it('never shows drafts or hidden sizes', async () => {
    const all = await facets('');
    expect(all.sizes.map((s) => s.size)).not.toContain('XXL');
    expect(all.sizes.map((s) => s.size)).not.toContain('XL');
  });

  it('refuses bad filters with 400, not 500', async () => {
    for (const q of ['?size=HUGE', '?min_price=-1', '?category=Pets', '?q=' + 'x'.repeat(500)]) {
      const res = await list(q);
      expect(res.statusCode).toBe(400);
      const f = await attack(t.app, { method: 'GET', url: `/api/products/facets${q}` });
      expect(f.statusCode).toBe(400);
    }
  });

  it('finds kitenge when the shopper types "kitengi", and says what it searched for', async () => {
    const res = await list('?q=kitengi&limit=24');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.headers['x-search-corrected']).toBe('kitenge');
    expect(
      res
        .json<Product[]>()
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Kitenge Maxi Dress', 'Kitenge Shirt']);
    expect((await facets('?q=kitengi')).corrected_q).toBe('kitenge');
  });

  it('corrects a swapped pair and a missing letter, keeps other filters', async () => {
    const res = await list('?q=sandlas&category=Men');
    expect(res.json<Product[]>().map((p) => p.name)).toEqual(['Leather Sandals']);
    const women = await list('?q=kitnge&category=Women');
    expect(women.json<Product[]>().map((p) => p.name)).toEqual(['Kitenge Maxi Dress']);
  });

  it('does not correct a search that found something, nor invent matches for nonsense', async () => {
    const found = await list('?q=kiten');
    expect(found.headers['x-search-corrected']).toBeUndefined();
    expect(found.headers['x-total-count']).toBe('2');
    const none = await list('?q=laptop');
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers['x-search-corrected']).toBeUndefined();
  });

  it('never corrects towards a word only a draft holds', async () => {
    const res = await list('?q=secrat');
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['x-search-corrected']).toBeUndefined();
  });

  it('learns the words of a product added later', async () => {
    await createProduct(t.app, {
      name: 'Kikoi Beach Wrap',
      description: 'Everyday wear',
      category: 'Women',
      inventory: 2,
    });
    const res = await list('?q=kikio');
    expect(res.json<Product[]>().map((p) => p.name)).toEqual(['Kikoi Beach Wrap']);
  });
});

describe('typo-tolerant search: work done once', () => {
  // Answers and words kept a minute, as in a shop under load: only a write in this process clears them.
  const t = setupTestApp({ CATALOG_CACHE_TTL_MS: '60000' });

  /** The app's read database, counting the statements that count products. */
  const countingDb = () => {
    const counted = { n: 0 };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => {
        if (JSON.stringify(args.node).includes('"func":"count"')) counted.n += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { readDb: t.app.db.withPlugin(plugin), counted };
  };

  let shawl = 0;
  beforeAll(async () => {
    await createProduct(t.app, { name: 'Kitenge Wrap Skirt', description: 'Everyday wear' });
    shawl = (await createProduct(t.app, { name: 'Plain Shawl', description: 'Everyday wear' })).id;
  });

  it('counts the products once, and once more only for the corrected search', async () => {
    for (const q of ['kitenge', 'kitengi', 'laptop']) {
      const query = productListQuerySchema.parse({ q });
      const corrects = q === 'kitengi';
      const list = countingDb();
      const page = await browseProducts(list, query);
      expect(page.corrected).toBe(corrects ? 'kitenge' : null);
      expect(list.counted.n, q).toBe(corrects ? 2 : 1);
      const facets = countingDb();
      const answer = await productFacets(facets, query);
      expect(answer).toMatchObject({ total: page.total, corrected_q: page.corrected });
      expect(facets.counted.n, q).toBe(corrects ? 2 : 1);
    }
  });

  it('keeps the words between requests and forgets them when the catalog changes here', async () => {
    const search = async (q: string) =>
      (await attack(t.app, { method: 'GET', url: `/api/products?q=${q}` })).headers[
        'x-search-corrected'
      ];
    expect(await search('kikio')).toBeUndefined();
    // Another process renames a product: the kept words do not know it yet (no read per request).
    await t.app.db
      .updateTable('products')
      .set({ name: 'Kikoi Shawl', updated_at: new Date().toISOString() })
      .where('id', '=', shawl)
      .execute();
    expect(await search('kikoo')).toBeUndefined();
    // Any catalog write in this process clears the read cache, and the words with it.
    t.app.readCache.clear();
    expect(await search('kikoo')).toBe('kikoi');
  });
});
