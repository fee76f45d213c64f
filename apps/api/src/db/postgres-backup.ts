import { execFile } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ensurePrivateDir } from '../lib/private-files';
import { BackupError } from './sqlite-backup';

const run = promisify(execFile);

/** pg_dump or pg_restore: on PATH, else the newest of Debian's /usr/lib/postgresql/<version>/bin. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const file = path.join(base, v, 'bin', name);
      if (existsSync(file)) return file;
    }
  }
  return name;
}

/** The URL without its password, which goes in PGPASSWORD instead: never on a command line (ps). */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** The tool's own complaint, without the URL's password should it repeat the URL. */
function toolFailure(error: unknown): string {
  const stderr = (error as { stderr?: string } | null)?.stderr?.trim();
  const text = stderr || (error instanceof Error ? error.message : String(error));
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]*:)[^@\s]*@/g, '$1***@');
}

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

/**
 * `pg_dump --format=custom` of the shop's database into `dir` (shop-<UTC time>.dump, mode 0600),
 * written under a temporary name first so a half-written dump never looks like a backup.
 */
export async function backupPostgres(databaseUrl: string, dir: string): Promise<string> {
  ensurePrivateDir(dir);
  const file = path.join(dir, `shop-${stamp()}.dump`);
  const partial = `${file}.partial`;
  const { url, env } = connection(databaseUrl);
  try {
    // Created private: the dump holds every shopper's details.
    await writeFile(partial, '', { mode: 0o600 });
    await run(postgresTool('pg_dump'), ['--format=custom', `--file=${partial}`, url], { env });
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(`pg_dump failed: ${toolFailure(error)}`);
  }
  return file;
}

/** Tables, views and sequences outside PostgreSQL's own schemas. */
async function userRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg_toast%'
          and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return Number(rows[0]?.n ?? 0);
  } catch (error) {
    throw new BackupError(`Cannot reach the database: ${toolFailure(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Restores a dump made by backupPostgres into an EMPTY database (a restore never merges into or
 * overwrites a shop's data), in one transaction: a failure leaves the database empty.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No such file: ${file}`);
  const { url, env } = connection(databaseUrl);
  try {
    await run(postgresTool('pg_restore'), ['--list', file], { env });
  } catch {
    throw new BackupError(`${file} is not a backup made by npm run backup (pg_dump custom format)`);
  }
  const relations = await userRelations(databaseUrl);
  if (relations > 0)
    throw new BackupError(
      `The database is not empty (${relations} tables, views or sequences): restore into a new, ` +
        'empty database (createdb) and point DATABASE_URL at it',
    );
  try {
    await run(
      postgresTool('pg_restore'),
      ['--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${url}`, file],
      { env },
    );
  } catch (error) {
    throw new BackupError(`pg_restore failed (nothing was restored): ${toolFailure(error)}`);
  }
}
