import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const API_DIR = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

// SQLite only: the point is the real process and its own database file.
describe.skipIf(process.env.TEST_DATABASE_URL)('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-shutdown-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'shutdown-test-secret-that-is-long-enough!!',
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env,
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(base);

      // Half a request: headers and part of the body are in, the rest comes after the signal.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          `${base}/api/login`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });

      expect(await answer).toBe(401);
      expect(await exited).toBe(0);
      expect(output).toContain('SIGTERM received');
      // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
      expect(existsSync(path.join(dataDir, 'shop.db-wal'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
