import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callShop,
  killShopProcess,
  requestAcrossSigterm,
  startShopProcess,
  type ShopProcess,
} from '../helpers/shop-process';
import { createPostgresDatabase } from '../helpers/test-app';

// PostgreSQL only: several workers are refused on SQLite (config.test.ts checks the refusal).

interface LogLine {
  msg?: string;
  name?: string;
  workerPid?: number;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls (bounded) until the check holds; the figures come from the shop's own log. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('WORKERS=2 on PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-cluster-'));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let shop: ShopProcess;

  const lines = (): LogLine[] =>
    shop
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine);
  const workerPids = (event = 'worker started'): number[] =>
    lines()
      .filter((l) => l.msg === event && l.name === 'primary')
      .map((l) => l.workerPid ?? 0);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    shop = await startShopProcess(dataDir, {
      DATABASE_URL: database.url,
      WORKERS: '2',
      LOG_LEVEL: 'info',
    });
  }, 90_000);

  afterAll(async () => {
    if (shop) await killShopProcess(shop);
    for (const pid of workerPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves from two workers and sums their metrics', async () => {
    await eventually(() => workerPids('worker listening').length === 2, 'two workers listening');
    expect(workerPids().every(isAlive)).toBe(true);
    // One M-Pesa simulator for all workers, so any of them can query a prompt another sent.
    const simulators = lines().filter((l) => l.msg?.startsWith('M-Pesa simulator started'));
    expect(simulators.map((l) => l.name)).toEqual(['primary']);
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        expect((await callShop(shop, 'GET', '/api/products')).status).toBe(200);
      }),
    );
    const metrics = await fetch(`${shop.base}/api/metrics`).then((r) => r.text());
    const line = metrics
      .split('\n')
      .find((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/products"'));
    expect(line).toMatch(/ 40$/);
  });

  it('replaces a worker that dies, and keeps serving meanwhile', async () => {
    // Live ones: on a retry the first try's victim is already gone.
    const [victim, survivor] = workerPids().filter(isAlive);
    if (!victim || !survivor) throw new Error(`expected two workers:\n${shop.output()}`);
    const listeningBefore = workerPids('worker listening').length;
    process.kill(victim, 'SIGKILL');
    await eventually(() => !isAlive(victim), 'the worker died');
    // A connection kept alive from the test before may lead to the killed worker: a retry opens a fresh one.
    const health = await callShop(shop, 'GET', '/api/health').catch(() =>
      callShop(shop, 'GET', '/api/health'),
    );
    expect(health.status).toBe(200);
    await eventually(
      () => workerPids('worker listening').length > listeningBefore,
      'a new worker listening',
    );
    expect(lines().some((l) => l.msg === 'worker died; starting a new one')).toBe(true);
    const replacement = workerPids().at(-1) ?? 0;
    // The shop's own log says why, should a worker be gone.
    expect(isAlive(replacement), shop.output()).toBe(true);
    expect(isAlive(survivor), shop.output()).toBe(true);
  });

  it('stops every worker on SIGTERM after finishing the request in flight', async () => {
    expect(await requestAcrossSigterm(shop)).toBe(401);
    expect(await shop.exited).toBe(0);
    expect(lines().some((l) => l.msg === 'all workers stopped')).toBe(true);
    for (const pid of workerPids()) expect(isAlive(pid), `worker ${pid}`).toBe(false);
  });
});
