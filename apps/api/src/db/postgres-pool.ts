import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { createRequire } from 'node:module';
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

/** A pooled client that reports connection failures as such and leaves the pool when broken. */
class CheckedClient implements PostgresPoolClient {
  private broken: Error | undefined;
  private readonly onError = (error: Error): void => {
    this.broken ??= error;
  };

  constructor(private readonly client: PgModule.PoolClient) {
    // Without a listener, a socket that dies while the client is checked out crashes the process.
    client.on('error', this.onError);
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('The shop does not stream queries');
    return this.client.query(sqlOrCursor, [...parameters]).then(
      (result): PostgresQueryResult<R> => ({
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows,
      }),
      (error: unknown) => {
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
      return new CheckedClient(client);
    },
    end: () => pool.end(),
  };
}
