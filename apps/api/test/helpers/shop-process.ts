import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '../..');

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
 * The real shop (`src/main.ts`, or its compiled bundle) as its own process on SQLite in `dataDir` and a free loopback port,
 * resolved once /api/health answers. It leads its own process group, so `process.kill(-pid)` reaches it.
 */
export async function startShopProcess(
  dataDir: string,
  env: Record<string, string> = {},
  options: { compiled?: boolean; nodeArgs?: string[] } = {},
): Promise<ShopProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'shop-process-secret-that-is-long-enough!!',
    LOG_LEVEL: 'warn',
    // Bursts place many orders per shopper; the unpaid-order cap has its own test.
    MAX_OPEN_UNPAID_ORDERS: '1000',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited at start:\n${log}`);
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
