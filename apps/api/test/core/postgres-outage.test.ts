import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startCluster, type PgCluster } from '../../../../scripts/pg-cluster.mjs';
import { buildApp } from '../../src/app';
import { parseConfig } from '../../src/config';
import { checkoutBody, createProduct, readProduct } from '../helpers/fixtures';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { bearer, createUser, TEST_JWT_SECRET, type TestUser } from '../helpers/test-app';

// PostgreSQL only, on a cluster of its own: the test stops and restarts the server (and cuts the
// network to it), which the suite's shared cluster must not suffer.

const UNAVAILABLE = {
  error: 'The shop is temporarily unavailable, please try again shortly',
  code: 'SERVICE_UNAVAILABLE',
};

interface Outcome {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a lost PostgreSQL connection', () => {
  let cluster: PgCluster;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  const shoppers: TestUser[] = [];
  let productId = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-outage-'));

  beforeAll(async () => {
    const binDir = postgresBinDir();
    if (!binDir) throw new Error('PostgreSQL binaries not found');
    cluster = await startCluster(binDir);
    proxy = await startTcpProxy(cluster.port);
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      MAX_OPEN_UNPAID_ORDERS: '1000',
      HEALTH_PROBE_CACHE_SECONDS: '0',
      // One test number is prompted again and again; the prompt limits have their own test.
      RATE_LIMIT_MPESA_PROMPTS_PER_PHONE: '1000/10m',
      RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT: '1000/10m',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
    });
    if (config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    // Short timeouts keep the stalled-network case quick; production waits 5 s and 30 s.
    config.database = { ...config.database, connectTimeoutMs: 1_500, queryTimeoutMs: 2_500 };
    app = await buildApp(config, { startMailWorker: false });
    await app.ready();
    // One shopper per client keeps each under the unpaid-order cap through all four outages.
    for (let i = 0; i < 8; i++) shoppers.push(await createUser(app));
    productId = (await createProduct(app, { price: 500, inventory: 100_000 })).id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    cluster?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const requests = (shopper = shoppers[0]) => {
    if (!shopper) throw new Error('no shoppers yet');
    return [
      { method: 'GET' as const, url: '/api/products' },
      { method: 'GET' as const, url: `/api/product/${productId}` },
      {
        method: 'POST' as const,
        url: '/api/checkout',
        headers: bearer(shopper.token),
        payload: checkoutBody([{ product_id: productId, quantity: 1, price: 500 }], 500),
      },
      { method: 'GET' as const, url: '/api/orders', headers: bearer(shopper.token) },
    ];
  };

  /** Eight clients call the shop in a loop until `until` settles; every answer is kept. */
  async function underLoad(until: Promise<unknown>): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let done = false;
    void until.finally(() => (done = true));
    await Promise.all(
      Array.from({ length: 8 }, async (_, client) => {
        for (let i = client; !done; i++) {
          const request = requests(shoppers[client])[i % 4];
          if (!request) continue;
          const res = await app.inject(request);
          outcomes.push({
            status: res.statusCode,
            body: res.body,
            retryAfter: res.headers['retry-after'] as string | undefined,
          });
          if (res.statusCode === 503) await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
    await until;
    return outcomes;
  }

  function expectOnly503s(outcomes: Outcome[]): void {
    const statuses = new Set(outcomes.map((o) => o.status));
    expect(
      [...statuses].every((s) => [200, 201, 503].includes(s)),
      [...statuses].join(),
    ).toBe(true);
    const refused = outcomes.filter((o) => o.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) {
      expect(JSON.parse(o.body)).toEqual(UNAVAILABLE);
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
  }

  /** The same pool serves again: polls (bounded) until a write goes through, then every call succeeds. */
  async function expectRecovered(): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await app.inject(requests()[2] ?? { url: '/' });
      if (res.statusCode === 201) break;
      expect(res.statusCode).toBe(503);
      await new Promise((r) => setTimeout(r, 200));
    }
    const answers = await Promise.all(
      [...requests(), ...requests()].map((request) => app.inject(request)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 201, 200, 200, 200, 201, 200]);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }

  async function expectStockAddsUp(): Promise<void> {
    const sold = await app.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .executeTakeFirstOrThrow();
    expect((await readProduct(app, productId)).inventory + Number(sold.n ?? 0)).toBe(100_000);
  }

  it('answers 503 while the server restarts, and the pool reconnects by itself', async () => {
    const outcomes = await underLoad(
      new Promise((r) => setTimeout(r, 600)).then(() => cluster.restart('fast')),
    );
    expectOnly503s(outcomes);
    await expectRecovered();
    await expectStockAddsUp();
  }, 60_000);

  it('answers 503 when the server dies mid-query ("Connection terminated unexpectedly")', async () => {
    const outcomes = await underLoad(
      new Promise((r) => setTimeout(r, 600)).then(async () => {
        cluster.stop('immediate');
        await new Promise((r) => setTimeout(r, 1_000));
        cluster.start();
      }),
    );
    expectOnly503s(outcomes);
    await expectRecovered();
    await expectStockAddsUp();
  }, 60_000);

  it('answers 503 when the network drops every connection, then recovers', async () => {
    const outcomes = await underLoad(
      new Promise((r) => setTimeout(r, 400)).then(async () => {
        for (let i = 0; i < 5; i++) {
          proxy.cut();
          await new Promise((r) => setTimeout(r, 100));
        }
      }),
    );
    expectOnly503s(outcomes);
    await expectRecovered();
    await expectStockAddsUp();
  }, 60_000);

  it('answers 503 when the network stalls silently, then recovers', async () => {
    const outcomes = await underLoad(
      new Promise((r) => setTimeout(r, 400)).then(async () => {
        proxy.stall();
        // Longer than both timeouts: queries in flight and new connections give up.
        await new Promise((r) => setTimeout(r, 4_000));
        proxy.flow();
      }),
    );
    expectOnly503s(outcomes);
    await expectRecovered();
    await expectStockAddsUp();
  }, 60_000);
});
