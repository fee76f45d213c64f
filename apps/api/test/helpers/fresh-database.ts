import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';

/** A database of its own (SQLite file, or a new PostgreSQL database when the suite runs on one). */
export async function freshDatabase(): Promise<{
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mavazi-migration-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = createDatabase({ kind: 'sqlite', file: path.join(dir, 'shop.db') });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `mavazi_migration_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: 'postgres', url: url.toString() });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await run(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
