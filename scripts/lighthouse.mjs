// npm run lighthouse [-- --runs 3] [-- --no-build] [-- --all-pages] [-- --only TEXT] [-- --save DIR]
// [-- --throttling devtools]: builds the shop, starts the compiled server
// with the demo catalog on a free loopback port, runs mobile Lighthouse with Debian's Chromium on the landing
// page, the shop page and a product page (with --all-pages on every other shopper page too, the signed-in ones
// as a freshly registered shopper with a cart), and prints the scores (the median run of each page) with the
// JavaScript each first visit downloaded and Lighthouse's benchmark index of the machine (scores depend on it);
// --only keeps the pages whose name contains TEXT; --save keeps each run's full report as JSON; --throttling
// devtools slows Chromium for real instead of Lighthouse's simulation. It measures and asserts nothing; it is not part of npm test.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const { version: lighthouseVersion } = createRequire(import.meta.url)('lighthouse/package.json');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
    'all-pages': { type: 'boolean', default: false },
    save: { type: 'string' },
    only: { type: 'string' },
    // 'devtools' slows the network and CPU for real instead of simulating it from an unthrottled load:
    // what the browser actually waited for, e.g. a request a script starts earlier.
    throttling: { type: 'string', default: 'simulate' },
  },
});
if (!['simulate', 'devtools'].includes(args.throttling))
  throw new Error('--throttling is simulate or devtools');
const runs = Math.max(1, Number(args.runs) || 1);
// WEB_DIST_DIR serves another build (an older one, for a before/after comparison) with the same server.
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('The shop did not start within 60 s');
}

async function api(method, url, body) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A new shopper's token and a one-line cart of `product`, as the web app keeps them in localStorage. */
async function signedInStorage(product) {
  const suffix = randomBytes(4).toString('hex');
  const shopper = {
    username: `lighthouse${suffix}`,
    email: `lighthouse-${suffix}@example.com`,
    phone_number: '0712345678',
    password: `Lighthouse-${suffix}-pass`,
  };
  await api('POST', '/register', shopper);
  const { access_token } = await api('POST', '/login', {
    email: shopper.email,
    password: shopper.password,
  });
  const variant = product.variants.find((v) => v.inventory > 0) ?? null;
  const line = {
    id: product.id,
    name: product.name,
    price: variant?.price ?? product.price,
    imageUrl: product.imageUrl,
    inventory: variant?.inventory ?? product.inventory,
    quantity: 1,
    variantId: variant?.id ?? null,
    size: variant?.size ?? null,
    colour: variant?.colour ?? null,
  };
  return { access_token, mavazi_cart: JSON.stringify([line]) };
}

/** The gzip size of a built file the page loaded (what the budget counts), from the build's .gz copy. */
function gzipBytes(url) {
  const file = path.join(webDist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-lighthouse-'));
const shop = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    // Production refuses the demo seed; the compiled server and the built web app are the same either way.
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
});
let chrome;
const NOT_FOUND = '/no-such-page';

/**
 * One Lighthouse run in a fresh browser (a reused one now and then fails to record the page load). `storage`
 * (localStorage entries) is written on the shop's origin first, from a JSON response so that no page asset
 * is cached, and kept through the run.
 */
async function audit(url, storage) {
  for (let attempt = 1; ; attempt += 1) {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      if (storage) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        // The browser's own first tab, the one Lighthouse then drives (a tab closed meanwhile can be picked).
        const [tab] = await browser.pages();
        await tab.goto(`${base}/api/health`);
        await tab.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
        await tab.goto('about:blank');
        await browser.disconnect();
      }
      // Lighthouse's defaults: a phone (Moto G Power) on slow 4G with a 4x slower CPU, cold cache.
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        throttlingMethod: args.throttling,
        disableStorageReset: Boolean(storage),
        // The not-found page is meant to answer 404.
        ignoreStatusCode: url.endsWith(NOT_FOUND),
      });
      if (!lhr.runtimeError || attempt === 3) return lhr;
    } finally {
      await chrome.kill();
      chrome = undefined;
    }
  }
}

try {
  await waitForHealth(`${base}/api/health`, shop);
  const [first] = await (await fetch(`${base}/api/products?limit=1`)).json();
  const pages = [
    ['/', `${base}/`],
    ['/products', `${base}/products`],
    [`/product/${first.id}`, `${base}/product/${first.id}`],
  ];
  if (args['all-pages']) {
    const product = await api('GET', `/product/${first.id}`);
    const signedIn = () => signedInStorage(product);
    for (const page of [
      '/cart',
      '/wishlist',
      '/login',
      '/register',
      '/password-reset-request',
      '/order-tracking',
      '/support',
      '/about',
      '/contact',
      '/delivery',
      '/returns',
      '/privacy',
      '/terms',
      NOT_FOUND,
    ])
      pages.push([page, `${base}${page}`]);
    for (const page of ['/my-orders', '/checkout', '/profile', '/order-confirmation'])
      pages.push([`${page} (signed in)`, `${base}${page}`, signedIn]);
  }
  const rows = [];
  const chosenPages = args.only ? pages.filter(([name]) => name.includes(args.only)) : pages;
  for (const [name, url, storage] of chosenPages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await audit(url, await storage?.());
      if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
      if (args.save) {
        mkdirSync(args.save, { recursive: true });
        const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(args.save, file), JSON.stringify(lhr));
      }
      const scripts = lhr.audits['network-requests'].details.items.filter(
        (item) => item.resourceType === 'Script',
      );
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        jsWire: scripts.reduce((sum, item) => sum + item.transferSize, 0),
        jsGzip: scripts.reduce((sum, item) => sum + gzipBytes(item.url), 0),
        // What costs points, so a low score says where to look.
        missed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .filter(
            (a) =>
              lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) ||
              a.score < 0.5,
          )
          .map((a) => a.id),
      });
    }
    const chosen = results.find((r) => r.performance === median(results.map((x) => x.performance)));
    rows.push({
      name,
      chosen,
      all: results.map((r) => r.performance),
      indexes: results.map((r) => Math.round(r.benchmarkIndex)),
    });
  }
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const indexes = rows.flatMap((row) => row.indexes);
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile (${args.throttling} throttling), ${runs} run(s) per page, ` +
      `median by performance; ` +
      `benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}, load average ` +
      `${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}\n`,
  );
  const width = Math.max(16, ...rows.map((row) => row.name.length));
  console.log(
    `${'page'.padEnd(width)}  perf  a11y   FCP s   LCP s  TBT ms    CLS  JS KB gzip  JS KB sent`,
  );
  for (const { name, chosen: r, all } of rows) {
    console.log(
      `${name.padEnd(width)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)}` +
        ` ${(r.fcp / 1000).toFixed(1).padStart(7)} ${(r.lcp / 1000).toFixed(1).padStart(7)}` +
        ` ${Math.round(r.tbt).toString().padStart(7)} ${r.cls.toFixed(3).padStart(6)}` +
        ` ${kb(r.jsGzip).padStart(11)} ${kb(r.jsWire).padStart(11)}` +
        (all.length > 1 ? `   (performance per run: ${all.join(', ')})` : ''),
    );
    if (r.missed.length > 0) console.log(`${''.padEnd(width)} low: ${r.missed.join(', ')}`);
  }
} finally {
  await chrome?.kill();
  shop.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
