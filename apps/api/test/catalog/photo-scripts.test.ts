import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runApiProcess } from '../helpers/run-process';
import { setupTestApp } from '../helpers/test-app';

describe('npm run backfill-photos and migrate-photos', { timeout: 120_000 }, () => {
  const t = setupTestApp();
  const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-photo-scripts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const databaseUrl = () => {
    const database = t.config.database;
    return database.kind === 'postgres' ? database.url : `sqlite:${database.file}`;
  };

  it('refuses a database the shop has not migrated, and leaves its schema alone', async () => {
    const file = path.join(dir, 'fresh.db');
    const result = await runApiProcess('src/scripts/backfill-photos.ts', [], {
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${file}`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('backfill-photos: the database is not up to date');
    const db = new Database(file, { readonly: true });
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'kysely%'")
      .all();
    db.close();
    expect(tables).toEqual([]);
  });

  it("backfills the shop's migrated database", async () => {
    const result = await runApiProcess('src/scripts/backfill-photos.ts', [], {
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: databaseUrl(),
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Brought 0 photos up to date; 0 failed.');
  });

  it('asks for the bucket before copying photos', async () => {
    const result = await runApiProcess('src/scripts/migrate-photos.ts', [], {
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'other.db')}`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('migrate-photos: set STORAGE=s3');
  });
});
