import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/fixtures';
import { runApiProcess } from '../helpers/run-process';
import {
  createPostgresDatabase,
  createTestApp,
  createUser,
  type TestApp,
} from '../helpers/test-app';

// PostgreSQL only: `npm run backup` takes a pg_dump (custom format), `npm run restore` puts it into
// an empty database. The SQLite tools have their own test (backup-restore.test.ts).

type TestDatabase = Awaited<ReturnType<typeof createPostgresDatabase>>;

/** The URL with a password: trust authentication ignores it, the tools must never print it. */
function withPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = 'never-printed-secret';
  return parsed.toString();
}

async function rows<T>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore (PostgreSQL)', () => {
  let t: TestApp;
  const extra: TestDatabase[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-pg-backup-'));
  const run = (script: 'backup' | 'restore', url: string, args: string[]) =>
    runApiProcess(`src/scripts/${script}.ts`, args, {
      DATABASE_URL: withPassword(url),
      DATA_DIR: dir,
    });
  const sourceUrl = () => (t.config.database.kind === 'postgres' ? t.config.database.url : '');
  const emptyDatabase = async () => {
    const db = await createPostgresDatabase();
    extra.push(db);
    return db.url;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    for (const db of extra) await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  // Five child processes (tsx, pg_dump, pg_restore) in one test: slow on a busy machine.
  it(
    'dumps a running shop and restores it whole into an empty database',
    { timeout: 120_000 },
    async () => {
      const product = await createProduct(t.app, { name: 'Backed-up kikoi', inventory: 7 });
      await createUser(t.app, { username: 'backedup' });
      const backup = await run('backup', sourceUrl(), []);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      const file = /Backup written: (.+\.dump)/.exec(backup.stdout)?.[1] ?? '';
      expect(path.dirname(file)).toBe(path.join(dir, 'backups'));
      expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

      const target = await emptyDatabase();
      const restored = await run('restore', target, [file]);
      expect(restored.code).toBe(0);
      expect(`${restored.stdout}${restored.stderr}`).not.toContain('never-printed-secret');
      const query =
        "select id, name, inventory from products where name = 'Backed-up kikoi' order by id";
      expect(await rows(target, query)).toEqual(await rows(sourceUrl(), query));
      expect(await rows(target, query)).toEqual([
        { id: product.id, name: 'Backed-up kikoi', inventory: 7 },
      ]);
      const users = await rows<{ username: string }>(
        target,
        "select username from users where username = 'backedup'",
      );
      expect(users).toHaveLength(1);

      // A database holding anything is never restored into: not even the one just restored.
      const again = await run('restore', target, [file]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('The database is not empty');
      expect(await rows(target, 'select count(*)::int as n from products')).toEqual(
        await rows(sourceUrl(), 'select count(*)::int as n from products'),
      );
    },
  );

  it('refuses what is not a dump and leaves the database empty', async () => {
    const target = await emptyDatabase();
    const junk = path.join(dir, 'junk.dump');
    writeFileSync(junk, 'PGDMP but not really');
    const res = await run('restore', target, [junk]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('is not a backup made by npm run backup');
    const missing = await run('restore', target, [path.join(dir, 'nowhere.dump')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No such file');
    expect(
      await rows(target, "select count(*)::int as n from pg_tables where schemaname = 'public'"),
    ).toEqual([{ n: 0 }]);
  });

  it('says why a dump fails without printing the password', async () => {
    const url = new URL(sourceUrl());
    url.pathname = '/no_such_database';
    const res = await run('backup', url.toString(), []);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('pg_dump failed');
    expect(res.stderr).toContain('no_such_database');
    expect(res.stderr).not.toContain('never-printed-secret');
  });
});
