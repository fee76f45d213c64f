import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../playwright.config';
import { startMailCapture } from './support/mail-capture-server';
import { MAIL_HTTP_PORT } from './support/mailbox';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2590);
const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Shop server exited with code ${child.exitCode}`);
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

/** Builds the web app when needed, then starts a mail capture and the real shop on a fresh data directory. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || process.env.E2E_REBUILD !== 'false') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Web build failed');
  }
  const stopMail = await startMailCapture(SMTP_PORT, MAIL_HTTP_PORT);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-e2e-'));
  const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, server);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await stopMail();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
