import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { API_DIR } from './run-process';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ShopProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * The real shop (`src/main.ts`, or its compiled bundle) as its own process on `dataDir` (SQLite
 * unless env sets DATABASE_URL) and a free loopback port,
 * resolved once /api/health answers. It leads its own process group, so `process.kill(-pid)` reaches it.
 */
export async function startShopProcess(
  dataDir: string,
  env: Record<string, string> = {},
  options: { compiled?: boolean; nodeArgs?: string[]; startTimeoutMs?: number } = {},
): Promise<ShopProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopProcessOnce(dataDir, env, options);
    } catch (err) {
      // The free port can be taken by another process before the shop binds it: take another.
      if (err instanceof PortTakenError && attempt < 3) continue;
      throw err;
    }
  }
}

class PortTakenError extends Error {}

async function startShopProcessOnce(
  dataDir: string,
  env: Record<string, string> = {},
  options: { compiled?: boolean; nodeArgs?: string[]; startTimeoutMs?: number } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  // The suite's own database and mail settings are not the child's: it gets only what env says.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, ...inherited } = process.env;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'shop-process-secret-that-is-long-enough!!',
    LOG_LEVEL: 'warn',
    // Bursts place many orders per shopper; the unpaid-order cap has its own test.
    MAX_OPEN_UNPAID_ORDERS: '1000',
    MAX_UNITS_PER_LINE: '99',
    MAX_UNITS_PER_ORDER: '100000',
    // One test number is prompted again and again; the prompt limits have their own test.
    RATE_LIMIT_MPESA_PROMPTS_PER_PHONE: '1000/10m',
    RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT: '1000/10m',
    // Bursts pay by card too; the methods offered by default have their own test.
    PAYMENT_METHODS: 'mpesa,cash_on_delivery,credit_card,paypal',
    ...env,
  };
  // compiled: the bundle production runs (`npm run build -w @mavazi/api` first).
  const entry = options.compiled ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: API_DIR,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      const message = `the shop exited at start:\n${log}`;
      throw log.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the shop did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, pid: child.pid ?? 0, base, output: () => log, exited };
}

/** Sends SIGTERM to the shop (and its workers) and waits for it to exit; answers the exit code. */
export async function stopShopProcess(shop: ShopProcess): Promise<number | null> {
  if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGTERM');
  return shop.exited;
}

/** Kills the shop's whole process group at once, as a crash would. */
export async function killShopProcess(shop: ShopProcess): Promise<void> {
  if (shop.child.exitCode === null && shop.child.signalCode === null) {
    try {
      process.kill(-shop.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await shop.exited;
}

/** One JSON call to a shop process over real HTTP. */
export async function callShop<T>(
  shop: Pick<ShopProcess, 'base'>,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T; headers: Headers }> {
  const res = await fetch(`${shop.base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    json: (text ? JSON.parse(text) : undefined) as T,
    headers: res.headers,
  };
}

/**
 * A sign-in whose body is half sent when the shop gets SIGTERM and finished 300 ms later: a graceful
 * stop still answers it (401 for the unknown account). Resolves with the status.
 */
export function requestAcrossSigterm(shop: ShopProcess): Promise<number> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${shop.base}/api/login`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      shop.child.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), 300);
    }, 200);
  });
}
