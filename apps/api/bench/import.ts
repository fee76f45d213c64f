/**
 * CSV import of 10,000 rows (2,500 new products in four sizes) on a fresh SQLite database, through
 * the API as staff send it (multipart upload, dry run, then the real import, then the same file
 * again, which changes nothing). Reports seconds per step; asserts nothing.
 * Usage: npm run bench:import [-- --rows 10000] (from the repository root: npm run bench:import -w @mavazi/api)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_CSV_COLUMNS } from '@mavazi/shared/catalog-ops.schemas';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';

const i = process.argv.indexOf('--rows');
const rowCount = i >= 0 ? Number(process.argv[i + 1]) : 10_000;
const SIZES = ['S', 'M', 'L', 'XL'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-bench-import-'));
const app = await buildApp(
  parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing!',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    SEED_DEMO: 'false',
  }),
  { startMailWorker: false, startPaymentJobs: false },
);
await app.ready();
const now = new Date().toISOString();
const owner = await app.db
  .insertInto('users')
  .values({
    username: 'bench-owner',
    email: 'owner@bench.test',
    password_hash: 'x',
    phone_number: null,
    image_url: null,
    is_admin: 1,
    staff_role: 'owner',
    created_at: now,
    updated_at: now,
  })
  .returningAll()
  .executeTakeFirstOrThrow();
const token = app.issueAccessToken(owner, 'admin');

const rows = Array.from({ length: rowCount }, (_, n) => {
  const p = Math.floor(n / SIZES.length);
  const size = SIZES[n % SIZES.length] ?? 'M';
  return {
    product_id: '',
    name: `Bench item ${p}`,
    description: `Item ${p}, cotton, "easy care"`,
    category: 'Women',
    collections: '',
    status: 'active',
    price: '1499.00',
    compare_at_price: '',
    sku: `BENCH-${p}-${size}`,
    size,
    colour: '',
    variant_price: '',
    inventory: String((p % 9) + 1),
    // New image URLs are downloaded (at most 200 per import): the benchmark times the rows.
    image_urls: '',
  };
});
const csv = Buffer.from(
  '\uFEFF' + stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS] }),
);

async function upload(dryRun: boolean): Promise<{ seconds: number; cpu: number; body: string }> {
  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    csv,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dry_run=${dryRun}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    seconds: (performance.now() - started) / 1000,
    cpu: (cpu.user + cpu.system) / 1e6,
    body: res.body,
  };
}

console.log(`CSV: ${rowCount} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB`);
for (const [label, dryRun] of [
  ['dry run (new)', true],
  ['import (new)', false],
  ['import again (unchanged)', false],
] as const) {
  const { seconds, cpu, body } = await upload(dryRun);
  // On a shared machine the wall time includes waiting for a core: CPU time is the process's own work.
  console.log(
    `${label.padEnd(26)} ${seconds.toFixed(2)} s wall, ${cpu.toFixed(2)} s CPU  ${body.slice(0, 70)}`,
  );
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });
