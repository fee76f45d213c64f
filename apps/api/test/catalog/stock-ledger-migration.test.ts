import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { freshDatabase, migrateOnly } from '../helpers/test-app';

describe('migration 016 on a shop that already has stock', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    db = await freshDatabase();
    await migrateOnly(db.handle, (name) => !name.startsWith('016'));
    const now = '2026-01-10T09:00:00.000Z';
    const run = (query: ReturnType<typeof sql>) => query.execute(db.handle.db);
    for (const [name, inventory] of [
      ['Kitenge Shirt', 7],
      ['Plain Cap', 4],
    ] as const)
      await run(sql`insert into products (name, description, price_cents, image_url, category,
        inventory, deleted_at, created_at, updated_at)
        values (${name}, 'Cotton', 100000, '/images/x.svg', 'Men', ${inventory}, null, ${now}, ${now})`);
    const shirt = await db.handle.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'Kitenge Shirt')
      .executeTakeFirstOrThrow();
    for (const [size, inventory] of [
      ['M', 3],
      ['L', 4],
    ] as const)
      await run(sql`insert into product_variants (product_id, sku, size, colour, colour_key, inventory,
        price_cents, created_at, updated_at)
        values (${shirt.id}, ${`KS-${size}`}, ${size}, null, '', ${inventory}, null, ${now}, ${now})`);
    await migrateToLatest(db.handle);
  });
  afterAll(() => db.dispose());

  it('gives every product version 1 and writes an opening balance per size and per product without sizes', async () => {
    const products = await db.handle.db
      .selectFrom('products')
      .select(['id', 'name', 'version'])
      .orderBy('id')
      .execute();
    expect(products.map((p) => p.version)).toEqual([1, 1]);
    const movements = await db.handle.db
      .selectFrom('stock_movements')
      .select(['product_id', 'variant_id', 'delta', 'stock_after', 'reason', 'note'])
      .orderBy('id')
      .execute();
    const [shirt, cap] = products;
    expect(movements.map((m) => [m.product_id, m.delta, m.stock_after, m.reason, m.note])).toEqual([
      [shirt!.id, 3, 3, 'count', 'opening balance'],
      [shirt!.id, 4, 4, 'count', 'opening balance'],
      [cap!.id, 4, 4, 'count', 'opening balance'],
    ]);
    expect(movements[2]!.variant_id).toBeNull();
  });
});
