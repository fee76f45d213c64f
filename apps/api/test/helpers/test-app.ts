// The entry point of the API tests: the app on a fresh database, users, row counts, unique names.
// Domain data (products, promotions, orders, request bodies) lives in fixtures.ts, the security
// assertions in attacks.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Migrator, type Kysely, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { parseConfig, type Config } from '../../src/config';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrationsFor } from '../../src/db/migrate';
import type { Database, OrderPaymentsTable, OrdersTable, UserRow } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/accounts/password';
import type { StaffRole } from '@mavazi/shared/staff';
import { SmtpCapture } from './smtp-capture';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing!';
/** The password of every test user that is not given one. */
export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** A new, empty database on the suite's PostgreSQL server (TEST_DATABASE_URL); the caller drops it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const pgAdminUrl = process.env.TEST_DATABASE_URL;
  if (!pgAdminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `mavazi_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A server on a fresh, empty database: SQLite in a temp dir, or a new PostgreSQL database when
 * TEST_DATABASE_URL points at a server (the suite runs on both). The caller closes it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  build: Pick<BuildOptions, 'logStream' | 'publicFetcher'> & {
    /** Kysely plugins on the app's database, e.g. a QueryCounter. */
    plugins?: KyselyPlugin[];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-test-'));
  const database = process.env.TEST_DATABASE_URL ? await createPostgresDatabase() : undefined;
  const config: Config = {
    ...parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      // Suites place many orders per shopper; the unpaid-order cap has its own test.
      MAX_OPEN_UNPAID_ORDERS: '1000',
      // Suites buy up to the schema's 99 of a line; the unit caps have their own test.
      MAX_UNITS_PER_LINE: '99',
      MAX_UNITS_PER_ORDER: '100000',
      // They also prompt one test number again and again; the prompt limits have their own test.
      RATE_LIMIT_MPESA_PROMPTS_PER_PHONE: '1000/10m',
      RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT: '1000/10m',
      // The simulator calls back only in tests that set a short delay and listen on a port.
      MPESA_SIM_DELAY_MS: '600000',
      // Older suites pay by card and PayPal; the default list (M-Pesa, pay on delivery) has its own test.
      PAYMENT_METHODS: 'mpesa,cash_on_delivery,credit_card,paypal',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://shop.test',
      SEED_DEMO: 'false',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    }),
    mailRetryBaseSeconds: 1,
  };
  const { plugins, ...buildOptions } = build;
  const handle = plugins ? createDatabase(config.database) : undefined;
  const watched =
    handle && plugins
      ? { ...handle, db: plugins.reduce((db, plugin) => db.withPlugin(plugin), handle.db) }
      : undefined;
  const app = await buildApp(config, {
    startMailWorker: false,
    startPaymentJobs: false,
    ...buildOptions,
    ...(watched ? { database: watched } : {}),
  });
  await app.ready();
  return {
    app,
    // The app's own settings (it fills in what the environment left out, e.g. the callback token).
    config: app.config,
    async close() {
      await app.close();
      await handle?.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own, not migrated (a SQLite file, or a new PostgreSQL database when the suite
 * runs on one): for migration tests. The caller disposes of it.
 */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (process.env.TEST_DATABASE_URL) {
    const server = await createPostgresDatabase();
    const handle = createDatabase({ kind: 'postgres', url: server.url });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        await server.drop();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-migration-'));
  const handle = createDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.db') });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs the migrations `keep` accepts, as on a shop of an older release (or another branch's). */
export async function migrateOnly(
  handle: DatabaseHandle,
  keep: (name: string) => boolean,
): Promise<void> {
  const chosen = Object.fromEntries(
    Object.entries(migrationsFor(handle)).filter(([name]) => keep(name)),
  );
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => chosen } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** Runs the migrations named before `firstLeftOut` (e.g. '005'), as on a shop of an older release. */
export function migrateBefore(handle: DatabaseHandle, firstLeftOut: string): Promise<void> {
  return migrateOnly(handle, (name) => name < firstLeftOut);
}

/** The database as shops before migration 032 have it: the order's payment on `orders`. */
export type DatabaseBefore032 = Omit<Database, 'orders'> & {
  orders: OrdersTable & Omit<OrderPaymentsTable, 'order_id'>;
};

/** A handle's database typed as before migration 032, for migration tests writing older rows. */
export const before032 = (handle: DatabaseHandle) =>
  handle.db as unknown as Kysely<DatabaseBefore032>;

/**
 * A shopper and an order with only the columns of the first edition, as an older shop has them:
 * for migration tests. The order id.
 */
export async function insertFirstEditionOrder(
  handle: DatabaseHandle,
  order: { status: string; payment_status: string; total_cents: number; created_at: string },
): Promise<number> {
  const { created_at: now } = order;
  const user = await handle.db
    .insertInto('users')
    .values({
      username: 'olduser',
      email: 'old@example.com',
      password_hash: 'x',
      phone_number: '0712 345 678',
      image_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await before032(handle)
    .insertInto('orders')
    .values({
      ...order,
      order_number: 'ORD-000001',
      user_id: user.id,
      subtotal_cents: order.total_cents,
      discount_percentage: 0,
      discount_cents: 0,
      promotion_code: null,
      promotion_id: null,
      shipping_address: '12 Kenyatta Avenue',
      shipping_city: 'Nakuru',
      shipping_state: 'Nakuru',
      shipping_zip: '20100',
      payment_method: 'mpesa',
      current_location: null,
      expected_delivery_date: null,
      idempotency_key: null,
      idempotency_fingerprint: null,
      last_notified_at: null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The app of one describe block; its hooks own closing it. */
export interface SuiteApp {
  readonly app: FastifyInstance;
  readonly config: Config;
  /** The block's SMTP server, when set up with `{ smtp: true }`. */
  readonly smtp: SmtpCapture;
}

/**
 * One app on a fresh database for the describe block it is called in: created before the block's
 * first test, closed after its last. With `{ smtp: true }` the app sends its mail to a real SMTP
 * server of the block. Read `t.app`, `t.config` and `t.smtp` inside hooks and tests, not while collecting.
 */
export function setupTestApp(
  env: Record<string, string> = {},
  options: { smtp?: boolean; plugins?: KyselyPlugin[] } & Pick<
    BuildOptions,
    'logStream' | 'publicFetcher'
  > = {},
): SuiteApp {
  let current: TestApp | undefined;
  const smtp = options.smtp ? new SmtpCapture() : undefined;
  const ready = (): TestApp => {
    if (!current)
      throw new Error('the test app is created in beforeAll: use it inside hooks and tests');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(smtp ? { SMTP_URL: await smtp.start(), ...env } : env, {
      logStream: options.logStream,
      publicFetcher: options.publicFetcher,
      plugins: options.plugins,
    });
  });
  afterAll(async () => {
    await current?.close();
    await smtp?.stop();
  });
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    get smtp() {
      if (!smtp) throw new Error('set the test app up with { smtp: true } to read its mail');
      return smtp;
    },
  };
}

export interface TestUser {
  user: UserRow;
  token: string;
  password: string;
}

export interface UserOptions {
  admin?: boolean;
  /** A staff member of this role (implies admin); admins without one are owners. */
  role?: StaffRole;
  username?: string;
  email?: string;
  password?: string;
  phone_number?: string | null;
  /** false: an address nobody has verified yet (users default to verified). */
  email_verified?: boolean;
}

let defaultPasswordHash: Promise<string> | undefined;
/** scrypt is slow on purpose: the default password is hashed once per process. */
function passwordHash(password: string): Promise<string> {
  if (password !== TEST_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(TEST_PASSWORD);
  return defaultPasswordHash;
}

/**
 * A user inserted straight into the database with a real password hash. A shopper's token comes
 * from the app's own signer; an admin signs in through POST /api/admin/login, as admins do.
 */
export async function createUser(
  app: FastifyInstance,
  options: UserOptions = {},
): Promise<TestUser> {
  const staff = options.admin === true || options.role !== undefined;
  const username = options.username ?? uniqueName(staff ? (options.role ?? 'admin') : 'shopper');
  const password = options.password ?? TEST_PASSWORD;
  const now = new Date().toISOString();
  const user = await app.db
    .insertInto('users')
    .values({
      username,
      email: (options.email ?? `${username}@example.com`).toLowerCase(),
      password_hash: await passwordHash(password),
      phone_number: options.phone_number === undefined ? '+254712345678' : options.phone_number,
      image_url: null,
      is_admin: staff ? 1 : 0,
      staff_role: staff ? (options.role ?? 'owner') : null,
      email_verified: options.email_verified === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!staff) return { user, token: app.issueAccessToken(user, 'shop'), password };
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200)
    throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return { user, token: res.json<{ access_token: string }>().access_token, password };
}

/**
 * Creates the block's users once, in the order given, after `setupTestApp` has made the app, e.g.
 * `const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} })`.
 * Each returned user is filled in place by beforeAll (Vitest runs beforeAll hooks in the order they
 * are declared), so it can be destructured here and read in hooks and tests.
 */
export function createUsersOnce<K extends string>(
  t: SuiteApp,
  users: Record<K, UserOptions>,
): Record<K, TestUser> {
  const entries = Object.entries(users) as Array<[K, UserOptions]>;
  const created = Object.fromEntries(entries.map(([name]) => [name, {}])) as Record<K, TestUser>;
  beforeAll(async () => {
    for (const [name, options] of entries)
      Object.assign(created[name], await createUser(t.app, options));
  });
  return created;
}

/** Signs in through the real POST /api/login, for the tests about signing in; answers the token. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** One API call as the token's user, or as a visitor without one: `callApi(app, 'PUT', '/admin/x/1', token, body)`. */
export function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  token?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api${path}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function countRows(app: FastifyInstance, table: keyof Database): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

let nameCounter = 0;
/** A name no other call of this process gets; short enough for a username (30 characters at most). */
export function uniqueName(prefix = 'user'): string {
  nameCounter += 1;
  return `${prefix}${process.pid}x${nameCounter}`;
}

let ipCounter = 0;
/** A client address of its own for each call, so address limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}
