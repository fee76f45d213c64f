import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { z } from 'zod';
import { ensurePrivateDir } from '../lib/private-files';
import { lockDatabaseFile } from './sqlite-lock';

export class BackupError extends Error {}

const names = z.array(z.string());

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Every page in one step: one read transaction, so the copy is one moment of the database. */
const ALL_PAGES = 0x7fffffff;

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

function freeName(dir: string, base: string): string {
  for (let n = 1; ; n++) {
    const candidate = path.join(dir, n === 1 ? `${base}.db` : `${base}-${n}.db`);
    if (!existsSync(candidate)) return candidate;
  }
}

function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Refuses a file that is not a whole, readable shop database; returns its migrations. */
export function checkShopDatabase(file: string): string[] {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new BackupError(`${file} cannot be opened: ${messageOf(err)}`);
  }
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new BackupError(`${file} is damaged: ${String(result)}`);
    const tables = names.parse(
      db.prepare("select name from sqlite_master where type = 'table'").pluck().all(),
    );
    for (const table of ['kysely_migration', 'orders', 'products', 'users']) {
      if (!tables.includes(table)) throw new BackupError(`${file} is not a Mavazi database`);
    }
    return names.parse(db.prepare('select name from kysely_migration order by name').pluck().all());
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`${file} is not a readable database: ${messageOf(err)}`);
  } finally {
    db.close();
  }
}

/**
 * Copies the live database with SQLite's online backup API into `dir` as shop-<UTC time>.db,
 * readable by its owner only, and checks the copy. The shop keeps serving meanwhile.
 */
export async function backupSqlite(file: string, dir: string, now = new Date()): Promise<string> {
  if (!existsSync(file)) throw new BackupError(`No database at ${file}`);
  ensurePrivateDir(dir);
  const target = freeName(dir, `shop-${stamp(now)}`);
  const source = new SQLite(file, { fileMustExist: true });
  const umask = process.umask(0o077);
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    process.umask(umask);
    source.close();
  }
  chmodSync(target, 0o600);
  // The copy stands alone: one file, no write-ahead log beside it.
  const copy = new SQLite(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  fsyncPath(target);
  checkShopDatabase(target);
  return target;
}

/**
 * Puts a checked backup in place of `target`. Refused while the shop (or another restore) holds the
 * file; the database it replaces is kept beside it as <target>.before-restore-<UTC time>.
 */
export function restoreSqlite(
  backup: string,
  target: string,
  knownMigrations: string[],
  now = new Date(),
): { keptAs: string | undefined } {
  const migrations = checkShopDatabase(backup);
  const unknown = migrations.filter((name) => !knownMigrations.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `${backup} comes from a newer version of the shop (migrations ${unknown.join(', ')}); ` +
        'upgrade the shop first',
    );
  }
  ensurePrivateDir(path.dirname(target));
  const lock = lockDatabaseFile(target, 'restore');
  try {
    const incoming = `${target}.restoring`;
    copyFileSync(backup, incoming);
    chmodSync(incoming, 0o600);
    fsyncPath(incoming);
    let keptAs: string | undefined;
    if (existsSync(target) && statSync(target).size > 0) {
      keptAs = `${target}.before-restore-${stamp(now)}`;
      // The log moves with its database (SQLite finds it by name), so the kept copy stays whole.
      if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${keptAs}-wal`);
      renameSync(target, keptAs);
    }
    rmSync(`${target}-wal`, { force: true });
    rmSync(`${target}-shm`, { force: true });
    renameSync(incoming, target);
    fsyncPath(path.dirname(target));
    return { keptAs };
  } finally {
    lock.release();
  }
}
