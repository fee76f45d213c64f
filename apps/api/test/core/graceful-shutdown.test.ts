import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startShopProcess } from '../helpers/shop-process';

// SQLite only: the point is the real process and its own database file.
describe.skipIf(process.env.TEST_DATABASE_URL)('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-shutdown-'));
    const shop = await startShopProcess(dataDir, { LOG_LEVEL: 'info' });
    try {
      // Half a request: headers and part of the body are in, the rest comes after the signal.
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
      const answer = new Promise<number>((resolve, reject) => {
        const req = request(
          `${shop.base}/api/login`,
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
          shop.child.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });

      expect(await answer).toBe(401);
      expect(await shop.exited).toBe(0);
      expect(shop.output()).toContain('SIGTERM received');
      // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
      expect(existsSync(path.join(dataDir, 'shop.db-wal'))).toBe(false);
    } finally {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
