/**
 * Throughput, latency and memory of the compiled shop (`node dist/main.js`, as production runs it) on
 * a fresh SQLite database (or with `--postgres` a throw-away PostgreSQL cluster, optionally as
 * `--workers N` processes): the demo catalog, or `--products N` generated products with sizes and
 * reviews (SQLite). Each read runs against the shop and against a bare node:http server answering
 * the same bytes from memory (the limit of this machine), in alternating rounds, and prints
 * ours/limit. Checkout runs with one shopper per connection and checks the stock afterwards.
 * Reports numbers; asserts nothing.
 * Usage: npm run bench [-- --products 100000 --seconds 3 --rounds 3 --connections 50
 *   --postgres --workers 2 --profile /tmp/prof]
 * (--profile writes the server's CPU profile of the measured run into that directory).
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { postgresBinDir, startCluster, type PgCluster } from '../../../scripts/pg-cluster.mjs';
import { startShopProcess } from '../test/helpers/shop-process';
import { buildCatalog } from './build-catalog';

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

/** CPU seconds (user + system) the shop's processes have used so far (Linux /proc; 100 ticks a second). */
function cpuSecondsOf(pid: number): number {
  let ticks = 0;
  for (const each of processTree(pid)) {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${each}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / 100;
}

const API_DIR = path.resolve(import.meta.dirname, '..');
const seconds = arg('seconds', 3);
/** Each read runs this many times on each side, alternating. */
const ROUNDS = arg('rounds', 3);
const connections = arg('connections', 50);
const products = arg('products', 0);
/** The whole list is only measured while it is a sensible answer (the spec's "no parameters"). */
const WHOLE_LIST_MAX = 5000;

const workers = arg('workers', 1);
/** `--only reads` or `--only checkout` runs one half. */
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : '';
/** The machine's 1-minute load average, printed beside every figure (other work skews them). */
const load1 = () => loadavg()[0]!.toFixed(1);
let cluster: PgCluster | undefined;
if (process.argv.includes('--postgres')) {
  if (products > 0) throw new Error('--products builds a SQLite catalog; leave out --postgres');
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found');
  cluster = await startCluster(binDir);
}

/** One statement on the shop's database, written with $1, $2… (turned into ? on SQLite). */
async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
  if (cluster) {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(dbFile);
  db.pragma('busy_timeout = 10000');
  try {
    const statement = db.prepare(text.replace(/\$\d+/g, '?'));
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  } finally {
    db.close();
  }
}

execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-bench-'));
const dbFile = path.join(dataDir, 'shop.db');
const env = {
  // Production would need an SMTP server and refuses the demo seed; it runs the same code otherwise.
  NODE_ENV: 'development',
  SEED_DEMO: 'true',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-123',
  RATE_LIMIT_REGISTER_PER_ADDRESS: '100000/1h',
  MAX_OPEN_UNPAID_ORDERS: '1000',
  // One test number is prompted again and again; the prompt limits have their own test.
  RATE_LIMIT_MPESA_PROMPTS_PER_PHONE: '1000/10m',
  RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT: '1000/10m',
  WORKERS: String(workers),
  ...(cluster ? { DATABASE_URL: cluster.url } : {}),
};
// First start: migrations and the demo catalog (its shoppers write the generated reviews).
const seeding = await startShopProcess(dataDir, env, { compiled: true });
seeding.child.kill('SIGTERM');
await seeding.exited;
let built = '';
if (products > 0) {
  // Only generated products: the demo ones are soft-deleted (orders may still name them).
  await query('update products set deleted_at = created_at');
  built = ` (built in ${buildCatalog(dbFile, products).seconds.toFixed(1)} s)`;
}
// Measured from a plain start, as production starts (seeding renders artwork with sharp), with the
// environment settings and Node flags of `npm start`.
const startWords = (
  JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start.split(' ');
const startFlags = startWords.filter((word) => word.startsWith('--'));
const startEnv = Object.fromEntries(
  startWords.flatMap((word) => {
    const setting = /^([A-Z_]+)=(.*)$/.exec(word);
    return setting ? [[setting[1], setting[2]]] : [];
  }),
);
const profileDir = process.argv.includes('--profile')
  ? process.argv[process.argv.indexOf('--profile') + 1]
  : undefined;
const shop = await startShopProcess(
  dataDir,
  { ...env, ...startEnv, SEED_DEMO: 'false' },
  {
    compiled: true,
    nodeArgs: [
      ...startFlags,
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
  },
);
const { base, pid } = shop;

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function load(opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ connections, duration: seconds, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Starts the bare server with the shop's answers to `paths` (as autocannon asks: no compression). */
async function startBare(paths: string[]) {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const p of paths) {
    const res = await fetch(`${base}${p}`);
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'etag', 'cache-control', 'vary', 'x-total-count'])
      if (res.headers.has(name)) headers[name] = res.headers.get(name) ?? '';
    answers[p] = { headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  const file = path.join(dataDir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return child;
}

/** The bare server's port: the first line it prints. */
function portOf(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (l) => resolve(Number(l)));
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
}

const search = products > 0 ? 'ochre' : 'dress';
const someProduct = products > 0 ? Math.max(1, Math.floor(products / 2)) : 1;
const reads: Array<{ name: string; path: string }> = [
  { name: 'GET /api/products?limit=24', path: '/api/products?limit=24' },
  {
    name: 'GET /api/products?sort=price_asc&in_stock=true&size=M&limit=24',
    path: '/api/products?sort=price_asc&in_stock=true&size=M&limit=24',
  },
  { name: `GET /api/products?q=${search}&limit=24`, path: `/api/products?q=${search}&limit=24` },
  { name: 'GET /api/product/{id} (reviews, sizes)', path: '' },
];
const [detail] = await query<{ id: number }>(
  'select id from products where deleted_at is null and rating_count > 0 and id >= $1 order by id limit 1',
  [someProduct],
);
const detailId = detail?.id ?? someProduct;
const [counted] = await query<{ n: number | string }>(
  'select count(*) as n from products where deleted_at is null',
);
const catalogSize = Number(counted?.n ?? 0);
reads[3]!.path = `/api/product/${detailId}`;
if (catalogSize <= WHOLE_LIST_MAX)
  reads.push({ name: `GET /api/products (all ${catalogSize})`, path: '/api/products' });

const rest = memoryOf(pid);
console.log(
  `\nMavazi API benchmark: compiled server, ${cluster ? 'PostgreSQL' : 'SQLite'}, ` +
    `${workers} worker${workers > 1 ? 's' : ''}, ${catalogSize} products${built}, ` +
    `${ROUNDS} alternating rounds of ${seconds} s per read, ${connections} connections, Node ${process.version}`,
);
console.log(
  `Server resident memory at rest: ${rest.rss} MB; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}\n`,
);
if (only !== 'checkout') {
  console.log(
    '| read | ours req/s | limit req/s | ours/limit | ours p99 ms | limit p99 ms | errors | load |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');

  const bare = await startBare(reads.map((r) => r.path));
  try {
    const port = await portOf(bare);
    for (const r of reads) {
      // Warm-up (JIT, first computation of the answer), not measured; longer for the first read.
      await autocannon({ url: `${base}${r.path}`, connections, duration: r === reads[0] ? 3 : 1 });
      // Alternating rounds, so a change in the machine's other load touches both sides alike.
      const rounds: Array<{ ours: Figures; limit: Figures }> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const ours = await load({ url: `${base}${r.path}` });
        const limit = await load({ url: `http://127.0.0.1:${port}${r.path}` });
        rounds.push({ ours, limit });
      }
      const total = (side: 'ours' | 'limit') => rounds.reduce((n, x) => n + x[side].rps, 0);
      const worst = (side: 'ours' | 'limit') => Math.max(...rounds.map((x) => x[side].p99));
      const ours = Math.round(total('ours') / ROUNDS);
      const limit = Math.round(total('limit') / ROUNDS);
      const ratio = Math.round((100 * ours) / Math.max(limit, 1));
      const errors = rounds.reduce((n, x) => n + x.ours.errors, 0);
      console.log(
        `| ${r.name} | ${ours} | ${limit} | ${ratio} % | ${worst('ours')} | ${worst('limit')} | ${errors} | ${load1()} |`,
      );
    }
  } finally {
    bare.kill('SIGTERM');
  }
}

/** Texts and mails the outboxes have sent (or given up on) so far. */
async function sentMessages(): Promise<{ texts: number; mails: number }> {
  const [row] = await query<{ texts: number | string; mails: number | string }>(
    `select (select count(*) from sms_outbox where status <> 'pending') as texts,
     (select count(*) from mail_outbox where status <> 'pending') as mails`,
  );
  return { texts: Number(row?.texts ?? 0), mails: Number(row?.mails ?? 0) };
}

if (only !== 'reads') {
  // Checkout: one shopper per connection (checkout locks the shopper's row), one product with stock enough.
  const shoppers: string[] = [];
  for (let i = 0; i < connections; i += 1) {
    const username = `bench${i}${Date.now().toString(36)}`;
    const account = {
      username,
      email: `${username}@example.com`,
      // A phone each, as real shoppers have: one phone's texts go out one after another.
      phone_number: `+2547123${String(i).padStart(5, '0')}`,
      password: 'bench-password-123',
    };
    await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    shoppers.push(((await login.json()) as { access_token: string }).access_token);
  }
  // Sign-ups and sign-ins hash passwords (scrypt, 16 MB each): their memory is apart from the orders'.
  console.log(
    `Server resident memory after ${connections} sign-ups and sign-ins: ${memoryOf(pid).rss} MB`,
  );
  const STOCK = 10_000_000;
  const now = new Date().toISOString();
  const [inserted] = await query<{ id: number }>(
    `insert into products (name, description, price_cents, image_url, category, inventory, created_at, updated_at)
   values ('Bench beaded necklace', 'Glass beads', 150000, '/images/products/kitenge-shirt.svg', 'Accessories', $1, $2, $3)
   returning id`,
    [STOCK, now, now],
  );
  const item = inserted?.id ?? 0;
  // The first delivery option serving Nairobi (the demo seed has them; checkout requires one then).
  const options = (await (await fetch(`${base}/api/delivery/options`)).json()) as Array<{
    id: number;
    counties: string[];
    fee: number;
    free_over: number | null;
  }>;
  const option = options.find((o) => o.counties.length === 0 || o.counties.includes('Nairobi'));
  const fee = option && !(option.free_over !== null && 1500 >= option.free_over) ? option.fee : 0;
  const orderBody = JSON.stringify({
    items: [{ product_id: item, quantity: 1, price: 1500 }],
    total_amount: 1500 + fee,
    ...(option
      ? {
          delivery: {
            option_id: option.id,
            county: 'Nairobi',
            town: 'Westlands',
            street: 'Mpaka Road, Block B, door 4',
            phone: '0712 345 678',
          },
        }
      : {
          shipping: {
            address: 'Moi Avenue 12',
            city: 'Nairobi',
            state: 'Nairobi County',
            zip: '00100',
          },
        }),
    // Pay on delivery: the order's own writes, without an M-Pesa prompt per order to the simulator.
    payment_method: 'cash_on_delivery',
  });
  // One order first: a refusal here would make the run below a count of errors.
  const probe = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${shoppers[0]}`, 'content-type': 'application/json' },
    body: orderBody,
  });
  if (probe.status !== 201)
    throw new Error(`checkout refused: ${probe.status} ${await probe.text()}`);
  let next = 0;
  const sentBefore = await sentMessages();
  const cpuBefore = cpuSecondsOf(pid);
  const checkout = await load({
    url: `${base}/api/checkout`,
    duration: seconds * ROUNDS,
    method: 'POST',
    setupClient: (client) => {
      client.setHeaders({
        authorization: `Bearer ${shoppers[next++ % shoppers.length]}`,
        'content-type': 'application/json',
      });
    },
    body: orderBody,
  });
  const cpuSeconds = cpuSecondsOf(pid) - cpuBefore;
  const sentAfter = await sentMessages();
  const [after] = await query<{
    inventory: number;
    orders: number | string;
    units: number | string;
  }>(
    `select p.inventory, (select count(*) from orders o join order_items i on i.order_id = o.id
     where i.product_id = p.id) as orders,
     (select coalesce(sum(i.quantity), 0) from order_items i where i.product_id = p.id) as units
   from products p where p.id = $1`,
    [item],
  );
  if (!after) throw new Error('the bench product is gone');
  const exact = after.inventory === STOCK - Number(after.units) ? 'exact' : 'WRONG';
  console.log(
    `\nPOST /api/checkout (${connections} shoppers, 1 line): ${checkout.rps} orders/s, p99 ${checkout.p99} ms, ` +
      `${checkout.errors} errors; ${after.orders} orders, stock ${after.inventory} = ${STOCK} - ${after.units} (${exact}); load ${load1()}`,
  );
  // CPU per order depends far less on the machine's other load than orders/s does.
  const runOrders = Math.max(1, Number(after.orders) - 1);
  console.log(
    `Shop CPU during the checkout run: ${cpuSeconds.toFixed(1)} s, ${((cpuSeconds * 1000) / runOrders).toFixed(2)} ms per order`,
  );
  // The outboxes send while orders come in, from the same CPU: what they got through belongs beside the orders.
  console.log(
    `Sent during the run: ${sentAfter.texts - sentBefore.texts} texts, ${sentAfter.mails - sentBefore.mails} mails`,
  );
}
console.log(
  `Server resident memory after the run: ${memoryOf(pid).rss} MB, peak ${memoryOf(pid).peak} MB`,
);

shop.child.kill('SIGTERM');
await shop.exited;
cluster?.remove();
rmSync(dataDir, { recursive: true, force: true });
