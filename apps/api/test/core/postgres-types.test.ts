import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { parseConfig } from '../../src/config';
import { createDatabase, type DatabaseHandle, type Db } from '../../src/db/database';
import { migrateToLatest, migrationsFor } from '../../src/db/migrate';
import { bearer, createPostgresDatabase, TEST_JWT_SECRET } from '../helpers/test-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface ColumnType {
  table: string;
  column: string;
  type: string;
}

async function columnTypes(db: Db, dialect: 'sqlite' | 'postgres'): Promise<ColumnType[]> {
  if (dialect === 'postgres') {
    const { rows } = await sql<ColumnType>`
      select table_name as "table", column_name as "column", data_type as "type"
        from information_schema.columns where table_schema = 'public'`.execute(db);
    return rows;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const all: ColumnType[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string; type: string }>`
      select name, type from pragma_table_info(${name})`.execute(db);
    all.push(...rows.map((r) => ({ table: name, column: r.name, type: r.type.toLowerCase() })));
  }
  return all;
}

/** A fresh database of the suite's engine, with the migrations `keep` chooses applied. */
async function databaseWith(
  keep: (name: string) => boolean,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-types-'));
  const pgDatabase = onPostgres ? await createPostgresDatabase() : undefined;
  const handle = createDatabase(
    pgDatabase
      ? { kind: 'postgres', url: pgDatabase.url }
      : { kind: 'sqlite', file: path.join(dir, 'shop.db') },
  );
  const chosen = Object.fromEntries(
    Object.entries(migrationsFor(handle)).filter(([name]) => keep(name)),
  );
  const { error } = await new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => chosen },
  }).migrateToLatest();
  if (error) throw error;
  return {
    handle,
    async dispose() {
      await handle.close();
      await pgDatabase?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('column types (migration 011)', () => {
  let db: Awaited<ReturnType<typeof databaseWith>>;
  const created = '2026-01-10T09:15:30.123Z';
  const delivered = '2026-01-14';

  beforeAll(async () => {
    db = await databaseWith((name) => name < '011');
    // A shop that already has data: written the way the shop writes it, ISO text and 0/1.
    await sql`
      insert into users (username, email, password_hash, phone_number, image_url, is_admin, created_at, updated_at)
      values ('owner', 'owner@example.com', 'x', null, null, 1, ${created}, ${created}),
             ('buyer', 'buyer@example.com', 'x', null, null, 0, ${created}, ${created})`.execute(
      db.handle.db,
    );
    await sql`
      insert into orders (order_number, user_id, status, subtotal_cents, discount_percentage, discount_cents,
        total_cents, shipping_address, payment_method, payment_status, expected_delivery_date,
        last_notified_at, created_at, updated_at)
      values ('ORD-000001', 2, 'Delivered', 150000, 0, 0, 150000, 'Moi Avenue 1, Nairobi', 'mpesa', 'Paid',
        ${delivered}, null, ${created}, ${created})`.execute(db.handle.db);
    await migrateToLatest(db.handle);
  });
  afterAll(async () => db?.dispose());

  it.runIf(onPostgres)(
    'gives PostgreSQL timestamptz, date and boolean columns; money stays integer cents',
    async () => {
      // Kysely's own lock table is not the shop's.
      const types = (await columnTypes(db.handle.db, 'postgres')).filter(
        (t) => !t.table.startsWith('kysely_'),
      );
      const typeOf = (table: string, column: string) =>
        types.find((t) => t.table === table && t.column === column)?.type;
      expect(typeOf('users', 'created_at')).toBe('timestamp with time zone');
      expect(typeOf('users', 'is_admin')).toBe('boolean');
      expect(typeOf('orders', 'expected_delivery_date')).toBe('date');
      expect(typeOf('orders', 'total_cents')).toBe('integer');
      // Every instant and every flag of every table, including tables added later.
      const stillText = types.filter(
        (t) => /_at$/.test(t.column) && t.type !== 'timestamp with time zone',
      );
      expect(stillText).toEqual([]);
      const flagsAsNumbers = types.filter(
        (t) => /^(is_|verified_|hidden$)/.test(t.column) && t.type !== 'boolean',
      );
      expect(flagsAsNumbers).toEqual([]);
      expect(types.filter((t) => /_cents$/.test(t.column) && t.type !== 'integer')).toEqual([]);

      // What someone querying the database sees.
      const { rows } = await sql<{ owner_is_admin: string; delivered: string; placed: string }>`
      select (select is_admin::text from users where username = 'owner') as owner_is_admin,
             to_char(expected_delivery_date, 'YYYY-MM-DD') as delivered,
             to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') as placed
        from orders`.execute(db.handle.db);
      expect(rows[0]).toEqual({
        owner_is_admin: 'true',
        delivered,
        placed: '2026-01-10 09:15:30.123',
      });
      const { rows: defaults } = await sql<{ column_name: string; column_default: string }>`
      select column_name, column_default from information_schema.columns
       where table_name = 'users' and column_name = 'is_admin'`.execute(db.handle.db);
      expect(defaults[0]?.column_default).toBe('false');
    },
  );

  it.runIf(!onPostgres)('leaves SQLite as it was: ISO text and 0/1 integers', async () => {
    const types = await columnTypes(db.handle.db, 'sqlite');
    const typeOf = (table: string, column: string) =>
      types.find((t) => t.table === table && t.column === column)?.type;
    expect(typeOf('users', 'created_at')).toBe('text');
    expect(typeOf('users', 'is_admin')).toBe('integer');
    expect(typeOf('orders', 'expected_delivery_date')).toBe('text');
  });

  it('shows the application the same ISO strings, days and 0/1 flags on both engines', async () => {
    const user = await db.handle.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow();
    expect(user.is_admin).toBe(1);
    expect(user.created_at).toBe(created);
    const order = await db.handle.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order.expected_delivery_date).toBe(delivered);
    expect(order.last_notified_at).toBeNull();
    // Comparisons with ISO strings and 0/1 work as on SQLite.
    const recent = await db.handle.db
      .selectFrom('users')
      .select('username')
      .where('created_at', '>=', '2026-01-10T09:15:30.123Z')
      .where('is_admin', '=', 0)
      .execute();
    expect(recent).toEqual([{ username: 'buyer' }]);
  });

  it('serves the migrated rows through the API unchanged', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-types-app-'));
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    });
    const app = await buildApp(config, { database: db.handle, startMailWorker: false });
    try {
      const buyer = await db.handle.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'buyer')
        .executeTakeFirstOrThrow();
      const res = await app.inject({
        method: 'GET',
        url: '/api/orders/1',
        headers: bearer(app.issueAccessToken(buyer, 'shop')),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        created_at: created,
        expectedDeliveryDate: delivered,
        status: 'Delivered',
      });
      const me = await app.inject({
        method: 'GET',
        url: '/api/current_user',
        headers: bearer(app.issueAccessToken(buyer, 'shop')),
      });
      expect(me.json()).toMatchObject({ is_admin: false });
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(onPostgres)('skips a listed column the database lacks instead of failing', async () => {
    // A database without 005 (and the later migrations that build on payments): orders has no
    // pay_requested_at and there is no payments table.
    const partial = await databaseWith((name) => !name.startsWith('005-') && name < '012');
    try {
      const types = await columnTypes(partial.handle.db, 'postgres');
      expect(types.find((t) => t.column === 'pay_requested_at')).toBeUndefined();
      expect(types.find((t) => t.table === 'orders' && t.column === 'created_at')?.type).toBe(
        'timestamp with time zone',
      );
    } finally {
      await partial.dispose();
    }
  });
});
