import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';

async function pragma(handle: ReturnType<typeof createDatabase>, name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(handle.db);
  return rows[0]?.[name];
}

describe('SQLite settings', () => {
  it('opens the shop database with WAL, foreign keys and checkpoints every 10,000 pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-sqlite-settings-'));
    const handle = createDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.db') });
    try {
      expect(await pragma(handle, 'journal_mode')).toBe('wal');
      expect(await pragma(handle, 'foreign_keys')).toBe(1);
      // NORMAL: in WAL mode a commit survives a crash of the process; only a power cut may lose the last ones.
      expect(await pragma(handle, 'synchronous')).toBe(1);
      expect(await pragma(handle, 'wal_autocheckpoint')).toBe(10000);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
