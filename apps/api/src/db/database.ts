import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type Transaction,
} from 'kysely';
import type PgModule from 'pg';
import type { Config } from '../config';
import { ensurePrivateFile, tightenIfPresent } from '../lib/private-files';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either the pool or an open transaction. */
export type Executor = Db | Trx;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * SQLite ends a transaction by itself on some failures (disk full, I/O error); a second ROLLBACK
 * would then fail and its error would replace the real one (a 503 would become a 500).
 */
class SqliteDriverKeepingErrors extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingErrors(this.sqlite);
  }
}

/** The PostgreSQL client (16 MB resident) is loaded only by a shop that uses PostgreSQL. */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof PgModule;

export function createDatabase(database: Config['database']): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pg = loadPg();
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // A dropped connection must not crash the process: the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(path.dirname(database.file), { recursive: true, mode: 0o700 });
  // SQLite gives -wal and -shm the database file's own mode, so a private file keeps them private.
  ensurePrivateFile(database.file);
  tightenIfPresent([`${database.file}-wal`, `${database.file}-shm`]);
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export function nowIso(): string {
  return new Date().toISOString();
}
