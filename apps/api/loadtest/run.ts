/**
 * The shop past one machine, on loopback: a PostgreSQL primary and a hot standby, PgBouncer
 * (transaction mode), a local S3 (s3rver), the M-Pesa simulator, an SMTP capture and three shop
 * processes. A mixed shopper load runs for a fixed time; one process is killed halfway; then every
 * invariant is checked. Not part of CI: run it on a quiet machine (note `uptime`).
 *   npm run loadtest [-- --seconds 60 --users 16]
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { postgresBinDir, startCluster, startReplica } from '../../../scripts/pg-cluster.mjs';
import { startPgBouncer } from '../../../scripts/pgbouncer.mjs';
import { DARAJA_SANDBOX_PASSKEY, DARAJA_SANDBOX_SHORTCODE } from '../src/config';
import { MpesaSimulator } from '../src/modules/payments/simulator/mpesa-simulator';
import { startLocalS3 } from '../test/helpers/local-s3';
import {
  callShop,
  killShopProcess,
  startShopProcess,
  type ShopProcess,
} from '../test/helpers/shop-process';
import { SmtpCapture } from '../test/helpers/smtp-capture';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    users: { type: 'string', default: '16' },
  },
});
const SECONDS = Number(options.seconds);
const USERS = Number(options.users);
const ADMIN = {
  username: 'loadadmin',
  email: 'loadadmin@example.com',
  password: 'load-admin-pass',
};
const CALLBACK_TOKEN = 'load_test_callback_token_0123456789abcdef';
/** The simulator's number that pays. */
const PAYING_PHONE = '0712 345 678';
const PRICE = 800;
const SCARCE_STOCK = 40;
const SEARCH_WORDS = ['kitenge', 'shirt', 'dress', 'kikoi', 'shoe', 'bag', 'kanga'];

type Kind = 'browse' | 'search' | 'cart' | 'checkout' | 'staff';
interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

const step = (what: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${what}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const cleanups: Array<() => Promise<void> | void> = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('clean-up:', error instanceof Error ? error.message : error);
    }
  }
}

async function main(): Promise<boolean> {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed');
  step('starting the primary and its hot standby');
  const primary = await startCluster(binDir);
  cleanups.push(() => primary.remove());
  const admin = new pg.Client({ connectionString: primary.url });
  await admin.connect();
  await admin.query('create database mavazi');
  await admin.end();
  const replica = await startReplica(binDir, primary);
  cleanups.push(() => replica.remove());
  const shopDb = (url: string) => url.replace(/\/postgres$/, '/mavazi');
  const bouncer = await startPgBouncer(primary.port, { poolSize: 20 });
  cleanups.push(() => bouncer.stop());
  const s3 = await startLocalS3();
  cleanups.push(() => s3.stop());
  const smtp = new SmtpCapture();
  const smtpUrl = await smtp.start();
  cleanups.push(() => smtp.stop());
  const simulator = new MpesaSimulator({
    consumerKey: 'simulator-key',
    consumerSecret: 'simulator-secret',
    shortcode: DARAJA_SANDBOX_SHORTCODE,
    passkey: DARAJA_SANDBOX_PASSKEY,
    delayMs: 500,
  });
  const mpesaBase = await simulator.start();
  cleanups.push(() => simulator.stop());

  // The load balancer in front of the shops: round robin over the live ones (Daraja's callbacks too).
  const live: ShopProcess[] = [];
  let turn = 0;
  const nextShop = (): ShopProcess => {
    turn += 1;
    const shop = live[turn % live.length];
    if (!shop) throw new Error('no shop is running');
    return shop;
  };
  const balancer: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void fetch(`${nextShop().base}${req.url ?? '/'}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'application/json' },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      })
        .then(async (r) => {
          res.writeHead(r.status, { 'content-type': 'application/json' });
          res.end(await r.text());
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => balancer.close(() => resolve())));

  const dataDirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'mavazi-load-')));
  cleanups.push(() => dataDirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const env = {
    ...s3.env,
    DATABASE_URL: shopDb(bouncer.urlFor(primary.url)),
    // PgBouncer 1.18 in transaction mode cannot keep a connection's prepared statements.
    DATABASE_PREPARED_STATEMENTS: 'false',
    DATABASE_READ_URL: shopDb(replica.url),
    REPLICA_MAX_LAG_SECONDS: '5',
    DATABASE_POOL_MAX: '10',
    SMTP_URL: smtpUrl,
    MPESA_BASE_URL: mpesaBase,
    MPESA_CALLBACK_URL: `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`,
    MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
    MPESA_QUERY_AFTER_SECONDS: '1',
    PUBLIC_URL: 'https://shop.example',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_REGISTER_PER_ADDRESS: '1000/1h',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000/15m',
  };
  step('starting shop 1 (it seeds the demo catalog, photos into the bucket)');
  // The seed renders every demo photo before the shop listens: minutes on a busy machine.
  const first = await startShopProcess(
    dataDirs[0] ?? '',
    { ...env, SEED_DEMO: 'true' },
    { startTimeoutMs: 600_000 },
  );
  live.push(first);
  const all = [first];
  cleanups.push(async () => {
    for (const shop of all) await killShopProcess(shop);
  });
  step('starting shops 2 and 3');
  for (const dir of dataDirs.slice(1)) {
    const shop = await startShopProcess(dir, env);
    live.push(shop);
    all.push(shop);
  }

  // What the load sells and changes.
  const adminLogin = await callShop<{ access_token: string }>(first, 'POST', '/api/admin/login', {
    username: ADMIN.username,
    password: ADMIN.password,
  });
  const adminToken = adminLogin.json.access_token;
  const productBody = (name: string, inventory: number) => ({
    name,
    description: 'Cotton, made in Nairobi',
    imageUrl: '/images/p.png',
    price: PRICE,
    inventory,
    category: 'Women',
  });
  const newProduct = async (name: string, inventory: number) => {
    const res = await callShop<{ id: number }>(
      first,
      'POST',
      '/api/admin/products',
      productBody(name, inventory),
      adminToken,
    );
    if (res.status !== 201) throw new Error(`product not created: ${res.status}`);
    return res.json.id;
  };
  const sale = new Map<number, number>();
  for (let i = 0; i < 4; i += 1) sale.set(await newProduct(`Load kanga ${i}`, 100_000), 100_000);
  for (let i = 0; i < 2; i += 1)
    sale.set(await newProduct(`Scarce kikoi ${i}`, SCARCE_STOCK), SCARCE_STOCK);
  const staffProducts = [
    await newProduct('Staff shirt 0', 5),
    await newProduct('Staff shirt 1', 5),
  ];
  const shoppers: string[] = [];
  for (let i = 0; i < USERS; i += 1) {
    const email = `load${i}@example.com`;
    await callShop(nextShop(), 'POST', '/api/register', {
      username: `load${i}`,
      email,
      phone_number: '+254712345678',
      password: 'load-shopper-pass',
    });
    const login = await callShop<{ access_token: string }>(nextShop(), 'POST', '/api/login', {
      email,
      password: 'load-shopper-pass',
    });
    shoppers.push(login.json.access_token);
  }
  const catalog = await callShop<Array<{ id: number }>>(first, 'GET', '/api/products?limit=100');
  const browseIds = catalog.json.map((p) => p.id);

  // The load.
  const samples: Sample[] = [];
  let connectionErrors = 0;
  const timed = async (kind: Kind, call: () => Promise<{ status: number }>) => {
    const started = performance.now();
    try {
      const { status } = await call();
      samples.push({ kind, ms: performance.now() - started, status });
      return status;
    } catch {
      // The killed process's open requests, before the balancer stops sending to it.
      connectionErrors += 1;
      return 0;
    }
  };
  const visit = async (user: number) => {
    const token = shoppers[user] ?? '';
    const roll = Math.random() * 100;
    if (roll < 80) {
      await timed('browse', () =>
        Math.random() < 0.5
          ? callShop(
              nextShop(),
              'GET',
              `/api/products?limit=24&page=${1 + Math.floor(Math.random() * 3)}`,
            )
          : callShop(nextShop(), 'GET', `/api/product/${pick(browseIds)}`),
      );
    } else if (roll < 88) {
      await timed('search', () =>
        callShop(nextShop(), 'GET', `/api/products?q=${pick(SEARCH_WORDS)}&limit=24`),
      );
    } else if (roll < 95) {
      // The cart page: delivery options and the lines' current prices.
      await timed('cart', async () => {
        const options = await callShop(nextShop(), 'GET', '/api/delivery/options');
        if (options.status !== 200) return options;
        return callShop(nextShop(), 'GET', `/api/product/${pick([...sale.keys()])}`);
      });
    } else if (roll < 99) {
      await timed('checkout', () =>
        callShop(
          nextShop(),
          'POST',
          '/api/checkout',
          {
            items: [{ product_id: pick([...sale.keys()]), quantity: 1, price: PRICE }],
            total_amount: PRICE,
            shipping_address: 'Moi Avenue 12, Nairobi',
            payment_method: 'mpesa',
            mpesa_phone: PAYING_PHONE,
          },
          token,
        ),
      );
    } else {
      const id = pick(staffProducts);
      await timed('staff', () =>
        callShop(
          nextShop(),
          'PUT',
          `/api/admin/products/${id}`,
          { ...productBody(`Staff shirt ${id} ${Date.now()}`, 5) },
          adminToken,
        ),
      );
    }
  };

  step(`load: ${USERS} shoppers for ${SECONDS} s; shop 3 is killed at ${SECONDS / 2} s`);
  const load = { before: loadavg()[0] ?? 0 };
  const started = Date.now();
  const until = started + SECONDS * 1000;
  let killedAt = 0;
  const killer = (async () => {
    await sleep((SECONDS * 1000) / 2);
    const victim = all[2];
    if (!victim) return;
    killedAt = Date.now() - started;
    // The balancer's health check notices at once; requests already sent to it are lost.
    live.splice(live.indexOf(victim), 1);
    await killShopProcess(victim);
    step('shop 3 killed (SIGKILL)');
  })();
  await Promise.all(
    Array.from({ length: USERS }, async (_, user) => {
      while (Date.now() < until) await visit(user);
    }),
  );
  await killer;
  const elapsed = (Date.now() - started) / 1000;
  const load1 = loadavg()[0] ?? 0;

  // Let payments and mail finish: reconciliation settles the killed process's prompts.
  step('waiting for payments and mail to settle');
  const db = new pg.Pool({ connectionString: shopDb(primary.url), max: 2 });
  cleanups.push(() => db.end());
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n);
  // A mail the killed process had leased waits for its lease (5 minutes) before a survivor sends it.
  for (let i = 0; i < 420; i += 1) {
    const pending = await count("select count(*) as n from payments where status = 'Pending'");
    const unsent = await count("select count(*) as n from mail_outbox where status <> 'sent'");
    if (pending === 0 && unsent === 0) break;
    if (i % 30 === 29) step(`${pending} payments pending, ${unsent} mails unsent`);
    await sleep(1_000);
  }
  await sleep(1_000);

  // Invariants.
  const problems: string[] = [];
  const { rows: stock } = await db.query<{ id: number; inventory: number; sold: string }>(
    `select p.id, p.inventory, coalesce(sum(i.quantity) filter (where o.status <> 'Cancelled'), 0) as sold
       from products p left join order_items i on i.product_id = p.id left join orders o on o.id = i.order_id
      where p.id = any($1) group by p.id`,
    [[...sale.keys()]],
  );
  for (const row of stock) {
    const initial = sale.get(row.id) ?? 0;
    if (row.inventory !== initial - Number(row.sold) || row.inventory < 0)
      problems.push(
        `product ${row.id}: stock ${row.inventory}, started ${initial}, sold ${row.sold}`,
      );
  }
  const paidTwice = await count(
    "select count(*) as n from (select order_id from payments where status = 'Paid' group by order_id having count(*) > 1) t",
  );
  if (paidTwice > 0) problems.push(`${paidTwice} orders settled more than once`);
  const pendingLeft = await count("select count(*) as n from payments where status = 'Pending'");
  if (pendingLeft > 0) problems.push(`${pendingLeft} payments still pending`);
  const paidMismatch = await count(
    `select count(*) as n from order_payments o where (o.payment_status = 'Paid') <>
       exists (select 1 from payments p where p.order_id = o.order_id and p.status = 'Paid')`,
  );
  if (paidMismatch > 0) problems.push(`${paidMismatch} orders whose payment status disagrees`);
  const { rows: orders } = await db.query<{ order_number: string; payment_status: string }>(
    'select order_number, payment_status from orders join order_payments on order_id = id',
  );
  // Delivery is at least once: a mail sent by the killed process just before it could mark it sent is
  // sent again after its lease, with the same Message-ID (mail clients show it once). Once per order
  // means one Message-ID per order mail.
  const subjects = new Map<string, Set<string>>();
  for (const m of smtp.messages)
    subjects.set(m.subject, (subjects.get(m.subject) ?? new Set()).add(m.messageId));
  const resent = smtp.messages.length - [...subjects.values()].reduce((n, ids) => n + ids.size, 0);
  let unmailed = 0;
  let mailedTwice = 0;
  for (const order of orders) {
    const expected = [`Mavazi order ${order.order_number} confirmed`];
    if (order.payment_status === 'Paid')
      expected.push(`Mavazi order ${order.order_number}: payment received`);
    for (const subject of expected) {
      const n = subjects.get(subject)?.size ?? 0;
      if (n === 0) unmailed += 1;
      if (n > 1) mailedTwice += 1;
    }
  }
  if (unmailed > 0) problems.push(`${unmailed} order mails never sent`);
  if (mailedTwice > 0) problems.push(`${mailedTwice} order mails sent more than once`);
  const paid = orders.filter((o) => o.payment_status === 'Paid').length;

  // The report.
  const ok = samples.filter((s) => s.status > 0 && s.status < 500);
  const serverErrors = samples.filter((s) => s.status >= 500).length;
  const rows = (['browse', 'search', 'cart', 'checkout', 'staff'] as const).map((kind) => {
    const of = samples.filter((s) => s.kind === kind);
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const s of of) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
    return `| ${kind} | ${of.length} | ${percentile(ms, 50).toFixed(1)} | ${percentile(ms, 99).toFixed(1)} | ${[
      ...statuses,
    ]
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')} |`;
  });
  const allMs = samples.map((s) => s.ms).sort((a, b) => a - b);
  console.log(`
## Load test: ${SECONDS} s, ${USERS} shoppers, 3 processes (one killed at ${(killedAt / 1000).toFixed(0)} s)

Load average (1 min) before ${load.before.toFixed(2)}, after ${load1.toFixed(2)}; ${samples.length} requests in ${elapsed.toFixed(1)} s = **${(samples.length / elapsed).toFixed(0)} requests/s**, p50 ${percentile(allMs, 50).toFixed(1)} ms, **p99 ${percentile(allMs, 99).toFixed(1)} ms**.
Answered below 500: ${ok.length}; 5xx: ${serverErrors}; lost with the killed process: ${connectionErrors}.
Orders: ${orders.length} (${paid} paid by M-Pesa); mail sent: ${smtp.messages.length} (${resent} resent with the same Message-ID after the crash).

| kind | requests | p50 ms | p99 ms | statuses |
| --- | ---: | ---: | ---: | --- |
${rows.join('\n')}

Invariants: ${problems.length === 0 ? 'all hold (stock equals what was sold, every paid order settled once, every order mailed once)' : `BROKEN:\n- ${problems.join('\n- ')}`}
`);
  return problems.length === 0 && serverErrors === 0;
}

main()
  .then(async (ok) => {
    await cleanUp();
    process.exit(ok ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
