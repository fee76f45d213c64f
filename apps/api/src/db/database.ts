import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type PostgresPool,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { DatabaseConfig } from '../config';
import { ensurePrivateFile, tightenIfPresent } from '../lib/private-files';
import { createPostgresPool } from './postgres-pool';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either the pool or an open transaction. */
export type Executor = Db | Trx;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** PostgreSQL's pool (a replica's reads fall back to it); undefined on SQLite. */
  pool?: PostgresPool;
  close(): Promise<void>;
}

/**
 * Kysely prepares every query afresh; preparing was a fifth of a checkout's CPU. Each distinct SQL text keeps its
 * statement instead (queries run one at a time on this one connection, and nothing here streams, so a statement
 * is never busy when it is reused). SQLite re-prepares a kept statement by itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: 500 });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite ends a transaction by itself on some failures (disk full, I/O error); a second ROLLBACK
 * would then fail and its error would replace the real one (a 503 would become a 500).
 */
class SqliteDriverKeepingErrors extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: withStatementCache(sqlite) });
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

/**
 * Kysely's migration lock on PostgreSQL is a session lock, which PgBouncer's transaction pooling does not keep
 * (taken on one server connection, released on another, or never): migrateToLatest holds a transaction lock
 * instead, for as long as it migrates.
 */
class PostgresAdapterWithoutSessionLock extends PostgresAdapter {
  override async acquireMigrationLock(): Promise<void> {}
  override async releaseMigrationLock(): Promise<void> {}
}

class ShopPostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new PostgresAdapterWithoutSessionLock();
  }
}

export function createDatabase(database: DatabaseConfig): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = createPostgresPool({
      url: database.url,
      max: database.poolMax ?? 10,
      connectTimeoutMs: database.connectTimeoutMs ?? 5_000,
      queryTimeoutMs: database.queryTimeoutMs ?? 30_000,
      preparedStatements: database.preparedStatements ?? true,
    });
    const db = new Kysely<Database>({ dialect: new ShopPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
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
  // A checkpoint every 10,000 pages (about 40 MB of WAL) instead of 1,000 copies each hot page (stock, the
  // order tables' last pages) once per 10,000 pages written: 5-10 % more checkouts a second (docs/benchmarks.md).
  sqlite.pragma('wal_autocheckpoint = 10000');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export function nowIso(): string {
  return new Date().toISOString();
}
