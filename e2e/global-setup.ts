import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../playwright.config';
import { startMailCapture } from './support/mail-capture-server';
import { MAIL_HTTP_PORT } from './support/mailbox';
import { SMS_SIM_PORT } from './support/sms';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2590);
const root = path.resolve(import.meta.dirname, '..');

/** Refuses to start when another process holds a port: the tests would silently run against a stranger's server. */
async function assertPortFree(port: number, name: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(
        new Error(
          `Port ${port} (${name}) is already in use on 127.0.0.1; stop that process or pick another port`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  timeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 180_000),
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`Shop server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('Shop server did not become healthy in time');
}

/** Stops the server, forcefully if it has not finished within 10 s. */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** True when index.html and every asset it references are present (a build in progress has gaps). */
function isCompleteBuild(dir: string): boolean {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return false;
  const assets = readFileSync(index, 'utf8').match(/\/assets\/[^"']+/g) ?? [];
  return assets.every((asset) => existsSync(path.join(dir, asset)));
}

/**
 * Copies the built web app into the run's own directory: colleagues rebuilding apps/web/dist during a run
 * would otherwise make pages vanish (404) under the tests.
 */
async function snapshotWebBuild(target: string): Promise<void> {
  const dist = path.join(root, 'apps/web/dist');
  for (let attempt = 0; attempt < 10; attempt++) {
    rmSync(target, { recursive: true, force: true });
    cpSync(dist, target, { recursive: true });
    if (isCompleteBuild(target)) return;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`No complete web build in ${dist}`);
}

/** Builds the web app when needed, then starts a mail capture and the real shop on a fresh data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    process.env.E2E_REBUILD !== 'false'
  ) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Web build failed');
  }
  await assertPortFree(E2E_PORT, 'E2E_PORT');
  await assertPortFree(SMTP_PORT, 'E2E_SMTP_PORT');
  await assertPortFree(MAIL_HTTP_PORT, 'E2E_MAIL_HTTP_PORT');
  await assertPortFree(SMS_SIM_PORT, 'E2E_SMS_SIM_PORT');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-e2e-'));
  const webDir = path.join(dataDir, 'web');
  await snapshotWebBuild(webDir);
  const stopMail = await startMailCapture(SMTP_PORT, MAIL_HTTP_PORT);
  // One process (no npx/tsx wrappers a signal might not reach), tied to this runner through its stdin.
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './e2e/support/exit-with-parent.ts', 'apps/api/src/main.ts'],
    {
      cwd: root,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDir,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The shop's own SMS simulator, on a known port so the journeys can read the texts it took.
        SMS_ENV: 'simulator',
        SMS_SIM_PORT: String(SMS_SIM_PORT),
        // The simulated shopper waits 4 s before the PIN: on a busy machine the page must show the prompt first.
        MPESA_SIM_DELAY_MS: '4000',
        SMS_SIM_DELAY_MS: '200',
        // The journeys place many orders as the demo shopper; the unpaid-order cap has its API tests.
        MAX_OPEN_UNPAID_ORDERS: '100',
        // One test number is prompted again and again; the prompt limits have their own test.
        RATE_LIMIT_MPESA_PROMPTS_PER_PHONE: '1000/10m',
        RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT: '1000/10m',
        // Every journey runs from one address; the look-up limit has its own API tests.
        RATE_LIMIT_ORDER_LOOKUPS_PER_ADDRESS: '1000/15m',
      },
    },
  );
  const teardown = async () => {
    await stopServer(server);
    await stopMail();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
