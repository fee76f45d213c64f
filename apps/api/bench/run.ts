/**
 * Throughput, latency and memory figures for the main API paths. The shop runs as its own process
 * (as in production) on a fresh SQLite database with the demo catalog, or with `--postgres` on a
 * throw-away PostgreSQL cluster, optionally as `--workers N` processes; autocannon loads it over
 * loopback from this process. Reports numbers; asserts nothing.
 * Usage: npm run bench [-- --seconds 10 --connections 20 --postgres --workers 2]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { postgresBinDir, startCluster, type PgCluster } from '../../../scripts/pg-cluster.mjs';
import { DEMO_SHOPPER } from '../src/db/seed/seed-demo';
import { startShopProcess } from '../test/helpers/shop-process';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The process and its children (the workers under --workers), Linux /proc. */
function processTree(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(file)
    ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return [pid, ...children.flatMap(processTree)];
}

/** Resident and peak resident memory of the shop's processes together, in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  let rss = 0;
  let peak = 0;
  for (const each of processTree(pid)) {
    const status = readFileSync(`/proc/${each}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    rss += kb('VmRSS');
    peak += kb('VmHWM');
  }
  return { rss: Math.round(rss / 1024), peak: Math.round(peak / 1024) };
}

const seconds = arg('seconds', 5);
const connections = arg('connections', 20);
const workers = arg('workers', 1);
let cluster: PgCluster | undefined;
if (process.argv.includes('--postgres')) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found');
  cluster = await startCluster(binDir);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-bench-'));
const shop = await startShopProcess(dataDir, {
  SEED_DEMO: 'true',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
  WORKERS: String(workers),
  ...(cluster ? { DATABASE_URL: cluster.url } : {}),
});
const base = shop.base;

/** Sets product `id`'s stock to a million straight in the database; answers its price in cents. */
async function giveStock(id: number): Promise<number> {
  const update = 'update products set inventory = 1000000 where id = $1 returning price_cents';
  if (cluster) {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const { rows } = await client.query<{ price_cents: number }>(update, [id]);
    await client.end();
    return rows[0]?.price_cents ?? 0;
  }
  const db = new SQLite(path.join(dataDir, 'shop.db'));
  db.pragma('busy_timeout = 5000');
  const row = db.prepare(update.replace('$1', '?')).get(id) as { price_cents: number };
  db.close();
  return row.price_cents;
}
const pid = shop.pid;

try {
  const idle = memoryOf(pid);

  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  // Plenty of stock on one product, so every benchmarked checkout succeeds.
  const price = (await giveStock(1)) / 100;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const scenarios: Array<{ name: string; opts: autocannon.Options }> = [
    { name: 'GET /api/products (all 53)', opts: { url: `${base}/api/products` } },
    {
      name: 'GET /api/products?category=Women&q=dress',
      opts: { url: `${base}/api/products?category=Women&q=dress` },
    },
    { name: 'GET /api/product/1 (with reviews)', opts: { url: `${base}/api/product/1` } },
    {
      name: 'GET /api/current_user (token check)',
      opts: { url: `${base}/api/current_user`, headers: auth },
    },
    {
      name: 'POST /api/checkout (1 line)',
      opts: {
        url: `${base}/api/checkout`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          items: [{ product_id: 1, quantity: 1, price }],
          total_amount: price,
          shipping_address: 'Moi Avenue 1, Nairobi',
          payment_method: 'mpesa',
        }),
      },
    },
  ];

  console.log(
    `Mavazi API benchmark: ${seconds}s per scenario, ${connections} connections, ` +
      `${cluster ? 'PostgreSQL' : 'SQLite'}, ${workers} worker${workers > 1 ? 's' : ''}, Node ${process.version}`,
  );
  console.log(`Server memory at rest: ${idle.rss} MB resident\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx | server RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const s of scenarios) {
    const result = await autocannon({ ...s.opts, connections, duration: seconds });
    console.log(
      `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${memoryOf(pid).rss} |`,
    );
  }
  console.log(`\nServer peak resident memory: ${memoryOf(pid).peak} MB`);
} finally {
  shop.child.kill('SIGTERM');
  await shop.exited;
  cluster?.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
