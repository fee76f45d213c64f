import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { listProducts } from '../../src/modules/catalog/catalog.repository';
import { freshDatabase } from '../helpers/test-app';

describe('migration 008 on a shop that already has products, reviews and orders', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await freshDatabase();
    const before = Object.fromEntries(
      Object.entries(migrationsFor(db.handle)).filter(([name]) => name < '008'),
    );
    const migrator = new Migrator({
      db: db.handle.db,
      provider: { getMigrations: async () => before },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const now = '2026-01-10T09:00:00.000Z';
    // Raw SQL: only the columns that existed before 008.
    const run = (query: ReturnType<typeof sql>) => query.execute(db.handle.db);
    for (const name of ['Kitenge Shirt', 'Ankara Dress', 'Plain Cap']) {
      await run(sql`insert into products (name, description, price_cents, image_url, category,
        inventory, deleted_at, created_at, updated_at)
        values (${name}, ${name === 'Plain Cap' ? 'A kitenge band' : 'Cotton'}, 100000,
        '/images/x.svg', 'Men', 10, null, ${now}, ${now})`);
      const row = await db.handle.db
        .selectFrom('products')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
    const users: number[] = [];
    for (const username of ['amina', 'baraka']) {
      await run(sql`insert into users (username, email, password_hash, created_at, updated_at)
        values (${username}, ${`${username}@example.com`}, 'x', ${now}, ${now})`);
      const row = await db.handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      users.push(row.id);
    }
    for (const [user, rating] of [
      [users[0], 5],
      [users[1], 2],
    ] as const) {
      await run(sql`insert into reviews (product_id, user_id, author, rating, comment, created_at)
        values (${ids['Ankara Dress']}, ${user}, 'someone', ${rating}, 'ok', ${now})`);
    }
    for (const [n, status, quantity] of [
      [1, 'Delivered', 3],
      [2, 'Cancelled', 5],
      [3, 'Pending', 1],
    ] as const) {
      await run(sql`insert into orders (order_number, user_id, status, subtotal_cents,
        discount_percentage, discount_cents, total_cents, shipping_address, payment_method,
        payment_status, created_at, updated_at)
        values (${`ORD-00000${n}`}, ${users[0]}, ${status}, 100000, 0, 0, 100000, 'Moi Avenue',
        'mpesa', 'Pending', ${now}, ${now})`);
      const order = await db.handle.db
        .selectFrom('orders')
        .select('id')
        .where('order_number', '=', `ORD-00000${n}`)
        .executeTakeFirstOrThrow();
      await run(sql`insert into order_items (order_id, product_id, product_name, quantity, price_cents)
        values (${order.id}, ${ids['Kitenge Shirt']}, 'Kitenge Shirt', ${quantity}, 100000)`);
    }
    await migrateToLatest(db.handle);
  });
  afterAll(async () => {
    await db?.dispose();
  });

  it('fills review totals and units sold (cancelled orders left out) from what is there', async () => {
    const rows = await db.handle.db
      .selectFrom('products')
      .select(['name', 'rating_count', 'rating_sum', 'rating_rank', 'units_sold'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { name: 'Kitenge Shirt', rating_count: 0, rating_sum: 0, rating_rank: 0, units_sold: 4 },
      { name: 'Ankara Dress', rating_count: 2, rating_sum: 7, rating_rank: 350, units_sold: 0 },
      { name: 'Plain Cap', rating_count: 0, rating_sum: 0, rating_rank: 0, units_sold: 0 },
    ]);
  });

  it('finds the existing products through the search index, names first', async () => {
    const found = await listProducts(db.handle.db, { contains: 'KITENGE' }, {});
    expect(found.map((p) => p.name)).toEqual(['Kitenge Shirt', 'Plain Cap']);
    const sorted = await listProducts(db.handle.db, {}, { sort: 'popular' });
    expect(sorted.map((p) => p.name)[0]).toBe('Kitenge Shirt');
  });
});
