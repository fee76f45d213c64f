import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requestAcrossSigterm, startShopProcess } from '../helpers/shop-process';

// SQLite only: the point is the real process and its own database file.
describe.skipIf(process.env.TEST_DATABASE_URL)('graceful shutdown', () => {
  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-shutdown-'));
    const shop = await startShopProcess(dataDir, { LOG_LEVEL: 'info' });
    try {
      expect(await requestAcrossSigterm(shop)).toBe(401);
      expect(await shop.exited).toBe(0);
      expect(shop.output()).toContain('SIGTERM received');
      // A cleanly closed SQLite database checkpoints and removes its write-ahead log.
      expect(existsSync(path.join(dataDir, 'shop.db-wal'))).toBe(false);
      // Its mark for the restore goes with it.
      expect(existsSync(path.join(dataDir, 'shop.db.lock'))).toBe(false);
    } finally {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
