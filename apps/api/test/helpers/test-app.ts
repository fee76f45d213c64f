import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { parseConfig, type Config } from '../../src/config';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing!';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * A server on a fresh, empty database: SQLite in a temp dir, or a new PostgreSQL database when
 * TEST_DATABASE_URL points at a server (the suite runs on both).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-test-'));
  const pgAdminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (pgAdminUrl) {
    const name = `mavazi_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config: Config = {
    ...parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      // Suites place many orders per shopper; the unpaid-order cap has its own test.
      MAX_OPEN_UNPAID_ORDERS: '1000',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://shop.test',
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    }),
    mailRetryBaseSeconds: 1,
  };
  const app = await buildApp(config, { startMailWorker: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
