import pg from 'pg';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresBinDir,
  startCluster,
  startReplica,
  type PgCluster,
  type PgReplica,
} from '../../../../scripts/pg-cluster.mjs';
import { createProduct } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Polls until `check` holds (the replica and its monitor move on their own schedule). */
async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PostgreSQL only: a real primary and a hot standby made with pg_basebackup, both on loopback.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'public catalog reads from a streaming replica (DATABASE_READ_URL)',
  () => {
    let primary: PgCluster;
    let replica: PgReplica;
    let replicaAdmin: pg.Client;
    /** Replica reads bounded by an hour of lag: always from the replica while it answers. */
    let patient: TestApp;
    /** Replica reads bounded by one second of lag. */
    let strict: TestApp;

    beforeAll(async () => {
      const binDir = postgresBinDir();
      if (!binDir) throw new Error('PostgreSQL is not installed');
      primary = await startCluster(binDir);
      replica = await startReplica(binDir, primary);
      replicaAdmin = new pg.Client({ connectionString: replica.url });
      await replicaAdmin.connect();
      const env = {
        DATABASE_URL: primary.url,
        DATABASE_READ_URL: replica.url,
        // Every read reaches the database: the cache is not what is under test.
        CATALOG_CACHE_TTL_MS: '0',
      };
      patient = await createTestApp({ ...env, REPLICA_MAX_LAG_SECONDS: '3600' });
      strict = await createTestApp({ ...env, REPLICA_MAX_LAG_SECONDS: '1' });
      for (const t of [patient, strict])
        await eventually(() => t.app.readReplica?.usable === true, 'the replica in use');
    }, 120_000);

    afterAll(async () => {
      await replicaAdmin?.end().catch(() => undefined);
      await patient?.close();
      await strict?.close();
      replica?.remove();
      primary?.remove();
    });

    const productStatus = async (t: TestApp, id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/product/${id}` })).statusCode;

    it('serves a product written on the primary from the replica once the replica has replayed it', async () => {
      await replicaAdmin.query('select pg_wal_replay_pause()');
      let id = 0;
      try {
        const product = await createProduct(patient.app, { name: 'Replica kanga', inventory: 3 });
        id = product.id;
        // Written on the primary, not yet replayed: the replica (so the shop) does not know it yet.
        expect(await productStatus(patient, product.id)).toBe(404);
        const list = await patient.app.inject({ method: 'GET', url: '/api/products?q=Replica' });
        expect(list.json<Product[]>()).toEqual([]);
        // What writes and must see its own writes stays on the primary.
        const row = await patient.app.db
          .selectFrom('products')
          .select('id')
          .where('id', '=', product.id)
          .executeTakeFirst();
        expect(row?.id).toBe(product.id);

        // Past the one-second bound, the strict shop reads the primary instead.
        await eventually(() => strict.app.readReplica?.usable === false, 'the strict shop off it');
        expect(await productStatus(strict, product.id)).toBe(200);
        expect(await productStatus(patient, product.id)).toBe(404);
      } finally {
        await replicaAdmin.query('select pg_wal_replay_resume()');
      }
      await eventually(async () => (await productStatus(patient, id)) === 200, 'the replay');
      const list = await patient.app.inject({ method: 'GET', url: '/api/products?q=Replica' });
      expect(list.json<Product[]>().map((p) => p.name)).toEqual(['Replica kanga']);
      await eventually(() => strict.app.readReplica?.usable === true, 'the strict shop back on it');
    });

    it('answers every read from the primary when the replica stops, and goes back to it once it is up', async () => {
      const product = await createProduct(patient.app, { name: 'Outage kitenge', inventory: 2 });
      await eventually(
        async () => (await productStatus(patient, product.id)) === 200,
        'the product replayed',
      );
      await replicaAdmin.end();
      replica.stop('immediate');
      // The pool's idle connections to the replica are dead now: the first reads meet them.
      const statuses: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        statuses.push(await productStatus(patient, product.id));
        statuses.push(
          (await patient.app.inject({ method: 'GET', url: '/api/products?limit=5' })).statusCode,
        );
      }
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect(patient.app.readReplica?.usable).toBe(false);

      replica.start();
      await eventually(() => patient.app.readReplica?.usable === true, 'the replica back in use');
      expect(await productStatus(patient, product.id)).toBe(200);
    });
  },
);
