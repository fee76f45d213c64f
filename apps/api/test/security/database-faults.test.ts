import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { errorHandlerPlugin } from '../../src/plugins/error-handler';
import { attack, expectNoLeak } from '../helpers/attacks';
import { checkoutBody, createProduct, snapshot } from '../helpers/fixtures';
import {
  bearer,
  createUser,
  createUsersOnce,
  setupTestApp,
  type TestUser,
} from '../helpers/test-app';

// ASVS V16.5 (fail safely: errors are handled, the client is told to come back, nothing is half
// written). A read-only or full database answers writes with 503 + Retry-After, reads keep working.

const UNAVAILABLE = {
  error: 'The shop is temporarily unavailable, please try again shortly',
  code: 'SERVICE_UNAVAILABLE',
};
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** What a load balancer or monitor sees: writes failing is not healthy, even when reads work. */
async function expectHealth(app: FastifyInstance, writes: 'ok' | 'failing') {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  expectNoLeak(res);
  if (writes === 'ok') {
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { reads: 'ok', writes: 'ok' } });
    return;
  }
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({
    status: 'degraded',
    database: { reads: 'ok', writes: 'failing' },
    error: 'The database refuses writes (read-only or full disk)',
    code: 'SERVICE_UNAVAILABLE',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function integrityCheck(app: FastifyInstance): Promise<string> {
  const result = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(app.db);
  return result.rows.map((r) => r.integrity_check).join('\n');
}

/** The writes a shopper and an admin make, each with a body that would succeed on a healthy database. */
function writes(productId: number, shopper: TestUser, admin: TestUser) {
  return [
    {
      method: 'POST',
      url: '/api/checkout',
      headers: bearer(shopper.token),
      payload: checkoutBody([{ product_id: productId, quantity: 1, price: 500 }], 500),
    },
    {
      method: 'POST',
      url: `/api/product/${productId}/reviews`,
      headers: bearer(shopper.token),
      payload: { rating: 4, comment: 'Fits well' },
    },
    {
      method: 'POST',
      url: '/api/support/ticket',
      headers: bearer(shopper.token),
      payload: { subject: 'Size', message: 'Do you have XL?' },
    },
    {
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin.token),
      payload: {
        name: 'Kanzu',
        description: 'White kanzu',
        imageUrl: '/images/k.png',
        price: 3000,
        inventory: 3,
        category: 'Men',
      },
    },
    { method: 'DELETE', url: '/api/logout', headers: bearer(shopper.token) },
  ] as const;
}

async function expectWritesUnavailable(
  app: FastifyInstance,
  productId: number,
  shopper: TestUser,
  admin: TestUser,
) {
  const before = await snapshot(app, [productId]);
  for (const request of writes(productId, shopper, admin)) {
    const res = await app.inject(request);
    expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectNoLeak(res);
  }
  expect(await snapshot(app, [productId])).toEqual(before);
}

async function expectReadsWork(
  app: FastifyInstance,
  productId: number,
  shopper: TestUser,
  admin: TestUser,
) {
  for (const [url, token] of [
    ['/api/products', undefined],
    [`/api/product/${productId}`, undefined],
    ['/api/current_user', shopper.token],
    ['/api/orders', shopper.token],
    ['/api/admin/dashboard', admin.token],
  ] as const) {
    const res = await attack(app, { method: 'GET', url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, url).toBe(200);
  }
}

async function expectWritesWork(
  app: FastifyInstance,
  productId: number,
  shopper: TestUser,
  admin: TestUser,
) {
  for (const request of writes(productId, shopper, admin)) {
    const res = await attack(app, request);
    expect([200, 201], `${request.method} ${request.url}: ${res.body}`).toContain(res.statusCode);
  }
}

describe.skipIf(onPostgres)(
  'SQLite read-only or full (SQLite only: pragmas and file checks)',
  () => {
    // Every health call probes: these tests watch writes fail and recover from one call to the next.
    const t = setupTestApp({ HEALTH_PROBE_CACHE_SECONDS: '0' });
    const { admin } = createUsersOnce(t, { admin: { admin: true } });
    let shopper: TestUser;
    let productId: number;
    beforeAll(async () => {
      shopper = await createUser(t.app);
      productId = (await createProduct(t.app, { price: 500, inventory: 10 })).id;
    });

    it('answers writes with 503 and keeps reads working while the database is read-only, then recovers', async () => {
      // query_only makes the app's own connection refuse writes, as a read-only file or mount would.
      await sql`PRAGMA query_only = ON`.execute(t.app.db);
      try {
        await expectWritesUnavailable(t.app, productId, shopper, admin);
        await expectReadsWork(t.app, productId, shopper, admin);
        await expectHealth(t.app, 'failing');
      } finally {
        await sql`PRAGMA query_only = OFF`.execute(t.app.db);
      }
      expect(await integrityCheck(t.app)).toBe('ok');
      await expectWritesWork(t.app, productId, shopper, admin);
      await expectHealth(t.app, 'ok');
    });

    it('answers writes with 503 while the disk is full, rolls a checkout back whole, then recovers', async () => {
      // The test before logged its shopper out.
      shopper = await createUser(t.app);
      const checkout = {
        method: 'POST',
        url: '/api/checkout',
        headers: bearer(shopper.token),
        payload: checkoutBody([{ product_id: productId, quantity: 2, price: 500 }], 1000),
      } as const;
      const bigTicket = {
        method: 'POST',
        url: '/api/support/ticket',
        headers: bearer(shopper.token),
        payload: { subject: 'Long story', message: 'x'.repeat(5000) },
      } as const;
      const fillUntilFull = async (insert: (size: number) => Promise<unknown>, sizes: number[]) => {
        for (const size of sizes) {
          for (;;) {
            try {
              await insert(size);
            } catch (error) {
              expect((error as { code?: string }).code).toBe('SQLITE_FULL');
              break;
            }
          }
        }
      };

      const pages = await sql<{ page_count: number }>`PRAGMA page_count`.execute(t.app.db);
      await sql.raw(`PRAGMA max_page_count = ${pages.rows[0]?.page_count ?? 1}`).execute(t.app.db);
      try {
        // Every free page is used up; then the outbox's last page is filled too, so the checkout
        // fails at its very last statement (queueing the mail), after stock and order were written.
        // SQLite then ends the transaction itself; the whole checkout must still roll back and answer 503.
        await fillUntilFull(
          (size) =>
            t.app.db
              .insertInto('support_tickets')
              .values({
                user_id: shopper.user.id,
                subject: 'filler',
                message: 'f'.repeat(size),
                status: 'Open',
                created_at: 'x',
                updated_at: 'x',
              })
              .execute(),
          [4000],
        );
        await fillUntilFull(
          (size) =>
            t.app.db
              .insertInto('mail_outbox')
              .values({
                to_address: 'filler@example.com',
                subject: 'filler',
                text_body: 'f'.repeat(size),
                status: 'sent',
                next_attempt_at: 'x',
                created_at: 'x',
              })
              .execute(),
          [2000, 200, 20, 1],
        );
        const before = await snapshot(t.app, [productId]);
        for (const request of [checkout, bigTicket]) {
          const res = await t.app.inject(request);
          expect(res.statusCode, `${request.url}: ${res.body}`).toBe(503);
          expect(res.json()).toEqual(UNAVAILABLE);
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expectNoLeak(res);
        }
        expect(await snapshot(t.app, [productId])).toEqual(before);
        await expectReadsWork(t.app, productId, shopper, admin);
        await expectHealth(t.app, 'failing');
      } finally {
        await sql.raw('PRAGMA max_page_count = 1073741823').execute(t.app.db);
      }
      await expectHealth(t.app, 'ok');
      expect(await integrityCheck(t.app)).toBe('ok');
      const stockBefore = (await snapshot(t.app, [productId])).inventory[productId] ?? 0;
      expect((await attack(t.app, checkout)).statusCode).toBe(201);
      expect((await attack(t.app, bigTicket)).statusCode).toBe(201);
      expect((await snapshot(t.app, [productId])).inventory[productId]).toBe(stockBefore - 2);
    });
  },
);

describe.skipIf(!onPostgres)(
  'PostgreSQL read-only (a standby after failover; PostgreSQL only)',
  () => {
    // Every health call probes: these tests watch writes fail and recover from one call to the next.
    const t = setupTestApp({ HEALTH_PROBE_CACHE_SECONDS: '0' });
    const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });
    let productId: number;
    beforeAll(async () => {
      productId = (await createProduct(t.app, { price: 500, inventory: 10 })).id;
    });

    async function setReadOnly(on: boolean) {
      const database =
        t.config.database.kind === 'postgres'
          ? new URL(t.config.database.url).pathname.slice(1)
          : '';
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(
          `alter database ${database} ${on ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
        );
      } finally {
        await client.end();
      }
    }

    it('answers writes with 503, keeps reads working, and a reconnected server writes again', async () => {
      await setReadOnly(true);
      // A server process that connects now finds the database read-only (new sessions take the setting).
      const readOnly = await buildApp(t.config, { startMailWorker: false });
      try {
        await readOnly.ready();
        await expectWritesUnavailable(readOnly, productId, shopper, admin);
        await expectReadsWork(readOnly, productId, shopper, admin);
        await expectHealth(readOnly, 'failing');
      } finally {
        await readOnly.close();
        await setReadOnly(false);
      }
      const recovered = await buildApp(t.config, { startMailWorker: false });
      try {
        await recovered.ready();
        await expectWritesWork(recovered, productId, shopper, admin);
        await expectHealth(recovered, 'ok');
      } finally {
        await recovered.close();
      }
    });
  },
);

describe('database error codes the handler maps', () => {
  it.each([
    // Codes a healthy test disk cannot produce, as better-sqlite3 (extended codes) and pg report them.
    ['SQLITE_READONLY', 503],
    ['SQLITE_READONLY_RECOVERY', 503],
    ['SQLITE_READONLY_DBMOVED', 503],
    ['SQLITE_FULL', 503],
    ['SQLITE_IOERR_WRITE', 503],
    ['SQLITE_IOERR_FSYNC', 503],
    ['SQLITE_BUSY', 503],
    ['SQLITE_BUSY_SNAPSHOT', 503],
    ['SQLITE_CANTOPEN_ISDIR', 503],
    ['25006', 503],
    ['57P01', 503],
    ['53100', 503],
    ['08006', 503],
    ['ECONNREFUSED', 503],
    ['40P01', 503], // deadlock: the request is rolled back and may be sent again
    ['40001', 503], // serialization failure
    ['SQLITE_CONSTRAINT_CHECK', 500],
    ['SQLITE_CORRUPT', 500],
    ['XX000', 500],
  ])('%s answers %i without the driver message', async (code, status) => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw Object.assign(new Error(`SqliteError: ${code} at SELECT * FROM users`), { code });
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json<object>()).sort()).toEqual(['code', 'error']);
    const concurrent = code.startsWith('40');
    expect(res.headers['retry-after']).toBe(status === 503 ? (concurrent ? '1' : '30') : undefined);
    expectNoLeak(res);
  });
});
