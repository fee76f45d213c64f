/**
 * Throughput, latency and memory figures for the main API paths, on a fresh SQLite database with
 * the demo catalog, over real HTTP on loopback. Reports numbers; asserts nothing.
 * Usage: npm run bench [-- --seconds 10 --connections 20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { DEMO_SHOPPER, seedDemoIfEmpty } from '../src/db/seed/seed-demo';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const seconds = arg('seconds', 5);
const connections = arg('connections', 20);
const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-bench-'));
const config = parseConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
  LOG_LEVEL: 'silent',
  PORT: '0',
});
const app = await buildApp(config, { startMailWorker: false });
await seedDemoIfEmpty(app.db);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(`${base}${url}`, init);
  if (!res.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const { access_token: token } = await json<{ access_token: string }>('/api/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password }),
});
// A product with plenty of stock, so every benchmarked checkout succeeds.
const product = await app.db
  .updateTable('products')
  .set({ inventory: 1_000_000 })
  .where('id', '=', 1)
  .returning(['id', 'price_cents'])
  .executeTakeFirstOrThrow();
const price = product.price_cents / 100;
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

const scenarios: Array<{ name: string; opts: autocannon.Options }> = [
  { name: 'GET /api/products (all)', opts: { url: `${base}/api/products` } },
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
    name: 'POST /api/checkout (1 line, 1 item)',
    opts: {
      url: `${base}/api/checkout`,
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        items: [{ product_id: product.id, quantity: 1, price }],
        total_amount: price,
        shipping_address: 'Moi Avenue 1, Nairobi',
        payment_method: 'mpesa',
      }),
    },
  },
];

console.log(
  `Mavazi API benchmark: ${seconds}s per scenario, ${connections} connections, SQLite, Node ${process.version}\n`,
);
console.log('| scenario | req/s | p50 ms | p99 ms | non-2xx | RSS MB after |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const s of scenarios) {
  const result = await autocannon({ ...s.opts, connections, duration: seconds });
  const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(
    `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${rss} |`,
  );
}
const heap = Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
console.log(`\nHeap used at the end: ${heap} MB`);

await app.close();
rmSync(dataDir, { recursive: true, force: true });
