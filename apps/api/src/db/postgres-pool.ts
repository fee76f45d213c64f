import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type PgModule from 'pg';

const requireHere = createRequire(import.meta.url);
/** The PostgreSQL client (16 MB resident) is loaded only by a shop that uses PostgreSQL. */
const loadPg = () => requireHere('pg') as typeof PgModule;

/** The connection to PostgreSQL failed (not the statement): a 503 for the client, retried later. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor(cause: unknown) {
    super(`Database connection failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * pg reports every refusal of the server as a DatabaseError with a SQLSTATE; what else it throws
 * from a query is the connection failing: a socket error, "Connection terminated unexpectedly"
 * (no code at all), a read or connect timeout. Type errors are our own bugs and stay 500s.
 */
function asConnectionFailure(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof loadPg().DatabaseError || error instanceof TypeError) return undefined;
  if (error instanceof RangeError || error instanceof DatabaseUnavailableError) return undefined;
  return new DatabaseUnavailableError(error);
}

/** Statements one connection keeps prepared; past this, new texts run unnamed (a list of n ids is a text per n). */
const PREPARED_PER_CONNECTION = 500;
/** The names each connection has prepared (they live as long as the connection). */
const preparedOn = new WeakMap<PgModule.PoolClient, Set<string>>();
const statementNames = new LRUCache<string, string>({ max: 2_000 });

/** A statement's name: its text's digest, so one text is one statement on every connection. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * PostgreSQL refuses a prepared statement whose result columns a migration changed (a `select *` of a table
 * that gained a column) for as long as the connection lives.
 */
function isStalePlan(error: unknown): error is PgModule.DatabaseError {
  return (
    error instanceof loadPg().DatabaseError &&
    error.code === '0A000' &&
    /cached plan must not change result type/.test(error.message)
  );
}

/** A pooled client that reports connection failures as such and leaves the pool when broken. */
class CheckedClient implements PostgresPoolClient {
  private broken: Error | undefined;
  private readonly onError = (error: Error): void => {
    this.broken ??= error;
  };

  constructor(
    private readonly client: PgModule.PoolClient,
    private readonly prepare: boolean,
  ) {
    // Without a listener, a socket that dies while the client is checked out crashes the process.
    client.on('error', this.onError);
  }

  /** The name to prepare a statement under on this connection, or undefined to send it unnamed. */
  private nameFor(sql: string, parameters: ReadonlyArray<unknown>): string | undefined {
    if (!this.prepare || parameters.length === 0) return undefined;
    const name = statementName(sql);
    let prepared = preparedOn.get(this.client);
    if (!prepared) preparedOn.set(this.client, (prepared = new Set()));
    if (prepared.has(name)) return name;
    if (prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    prepared.add(name);
    return name;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('The shop does not stream queries');
    const values = [...parameters];
    const name = this.nameFor(sqlOrCursor, values);
    // A named statement is parsed and planned once per connection, then only bound and run (decision 058).
    const run = name
      ? this.client.query({ name, text: sqlOrCursor, values })
      : this.client.query(sqlOrCursor, values);
    return run.then(
      (result): PostgresQueryResult<R> => ({
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows,
      }),
      (error: unknown) => {
        // The statements this connection prepared are stale: it closes, and the next one prepares afresh.
        if (isStalePlan(error)) this.broken ??= error;
        const failure = asConnectionFailure(error);
        if (failure) this.broken ??= failure;
        throw failure ?? error;
      },
    );
  }

  release(): void {
    this.client.removeListener('error', this.onError);
    // A client that failed mid-conversation (or timed out) is closed instead of reused.
    this.client.release(this.broken);
  }
}

export interface PostgresPoolOptions {
  url: string;
  max: number;
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  /**
   * Prepare each statement once per connection (DATABASE_PREPARED_STATEMENTS); off behind a pooler that cannot
   * keep them, such as PgBouncer before 1.21 in transaction mode.
   */
  preparedStatements: boolean;
}

/**
 * The application sees what SQLite stores: instants as ISO 8601 UTC strings, calendar days as
 * 'YYYY-MM-DD' and flags as 0/1, whatever PostgreSQL types hold them (migration 011).
 */
function shopTypes(pg: typeof PgModule) {
  const { builtins } = pg.types;
  const readTimestamptz = pg.types.getTypeParser(builtins.TIMESTAMPTZ);
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === builtins.TIMESTAMPTZ)
        return (value: string) => readTimestamptz(value).toISOString();
      if (oid === builtins.DATE) return (value: string) => value;
      if (oid === builtins.BOOL) return (value: string) => (value === 't' ? 1 : 0);
      return pg.types.getTypeParser(oid, format);
    },
  };
}

/** pg's pool behind Kysely, tuned to notice a lost server and recover without a restart. */
export function createPostgresPool(options: PostgresPoolOptions): PostgresPool {
  const pg = loadPg();
  const pool = new pg.Pool({
    connectionString: options.url,
    types: shopTypes(pg),
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    query_timeout: options.queryTimeoutMs,
    idleTimeoutMillis: 10_000,
    // A peer that vanished without a FIN (network drop) is found by keep-alive probes.
    keepAlive: true,
  });
  // An idle connection that drops is removed by the pool; the next query opens a new one.
  pool.on('error', () => undefined);
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw asConnectionFailure(error) ?? error;
      });
      return new CheckedClient(client, options.preparedStatements);
    },
    end: () => pool.end(),
  };
}
