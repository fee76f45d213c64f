import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './database';
import { createPostgresPool, DatabaseUnavailableError } from './postgres-pool';
import type { Database } from './schema';

/** How often the replica's lag is measured. */
const CHECK_EVERY_MS = 1_000;

export interface ReplicaSettings {
  url: string;
  maxLagSeconds: number;
  poolMax: number;
  /** As the primary's (DATABASE_PREPARED_STATEMENTS). */
  preparedStatements: boolean;
}

/**
 * Whether the replica may serve reads: it answers, is a standby, and its lag is at most the bound.
 * Lag is the time since the replica last replayed a commit while the primary has newer WAL: zero
 * when it has replayed everything the primary had written at the check, else the time since it was
 * last seen caught up (or since its last replayed commit, whichever is later).
 */
export class ReplicaMonitor {
  usable = false;
  lagSeconds = Number.POSITIVE_INFINITY;
  private lastCaughtUpAt: number | undefined;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly replica: PostgresPool,
    private readonly primary: PostgresPool,
    private readonly maxLagSeconds: number,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  start(): void {
    void this.check();
    this.timer = setInterval(() => void this.check(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** The replica's connection failed: reads go to the primary until a check finds it back. */
  markDown(): void {
    this.set(false, Number.POSITIVE_INFINITY);
  }

  check(): Promise<void> {
    this.running ??= this.measure().finally(() => (this.running = undefined));
    return this.running;
  }

  private async measure(): Promise<void> {
    // The primary's position first: whatever the replica has replayed by the next query counts.
    const primaryLsn = await one<{ lsn: string }>(
      this.primary,
      'select pg_current_wal_lsn()::text as lsn',
    ).catch(() => undefined);
    let standby: { standby: boolean; behind: string | null; replayed: string | null };
    try {
      standby = await one(
        this.replica,
        `select pg_is_in_recovery() as standby,
                pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text as behind,
                pg_last_xact_replay_timestamp() as replayed`,
        [primaryLsn?.lsn ?? '0/0'],
      );
    } catch {
      this.markDown();
      return;
    }
    const now = Date.now();
    // A replica that is no longer a standby (promoted) has parted from the primary's data.
    if (!standby.standby) return this.set(false, Number.POSITIVE_INFINITY);
    // Without the primary the lag cannot be known; the replica keeps serving the catalog meanwhile.
    if (!primaryLsn) return this.set(true, this.lagSeconds);
    if (Number(standby.behind ?? '1') <= 0) {
      this.lastCaughtUpAt = now;
      return this.set(true, 0);
    }
    const since = Math.max(
      this.lastCaughtUpAt ?? Number.NEGATIVE_INFINITY,
      standby.replayed ? Date.parse(standby.replayed) : Number.NEGATIVE_INFINITY,
    );
    const lag = (now - since) / 1000;
    this.set(lag <= this.maxLagSeconds, lag);
  }

  private set(usable: boolean, lagSeconds: number): void {
    if (usable !== this.usable) {
      if (usable) this.log.info({ lagSeconds }, 'Catalog reads go to the replica');
      else
        this.log.warn({ lagSeconds }, 'Catalog reads go to the primary (replica down or behind)');
    }
    this.usable = usable;
    this.lagSeconds = lagSeconds;
  }
}

async function one<T>(pool: PostgresPool, sql: string, parameters: unknown[] = []): Promise<T> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<T>(sql, parameters);
    const [row] = rows;
    if (!row) throw new Error('no row');
    return row;
  } finally {
    client.release();
  }
}

/**
 * A replica connection whose first statement, if the replica fails under it, runs on the primary
 * instead: a read never fails because the replica went away. (readDb runs single statements, never
 * transactions, so nothing else ran on the replica connection before.)
 */
class FallbackClient implements PostgresPoolClient {
  private used = false;

  constructor(
    private client: PostgresPoolClient,
    private readonly primary: PostgresPool,
    private readonly monitor: ReplicaMonitor,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('The shop does not stream queries');
    const first = !this.used;
    this.used = true;
    return this.client.query<R>(sqlOrCursor, parameters).catch(async (error: unknown) => {
      if (!first || !replicaCannotServe(error)) throw error;
      this.monitor.markDown();
      this.client.release();
      this.client = await this.primary.connect();
      return this.client.query<R>(sqlOrCursor, parameters);
    });
  }

  release(): void {
    this.client.release();
  }
}

/** The replica went away, or cancelled the read for a conflict with what it was replaying. */
function replicaCannotServe(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  return (error as { code?: unknown } | null)?.code === '40001';
}

/** Hands out replica connections while the monitor allows, primary ones otherwise. */
class ReadPool implements PostgresPool {
  constructor(
    private readonly replica: PostgresPool,
    private readonly primary: PostgresPool,
    private readonly monitor: ReplicaMonitor,
  ) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.monitor.usable) {
      try {
        return new FallbackClient(await this.replica.connect(), this.primary, this.monitor);
      } catch (error) {
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        this.monitor.markDown();
      }
    }
    return this.primary.connect();
  }

  async end(): Promise<void> {
    // The primary pool belongs to the primary's Kysely, which ends it.
    await this.replica.end();
  }
}

export interface ReadDatabase {
  db: Db;
  monitor: ReplicaMonitor;
  close(): Promise<void>;
}

/** The `readDb` of a shop with DATABASE_READ_URL: the replica, or the primary when it cannot serve. */
export function createReadDatabase(
  primary: PostgresPool,
  settings: ReplicaSettings,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): ReadDatabase {
  const replica = createPostgresPool({
    url: settings.url,
    max: settings.poolMax,
    // As for the primary: a replica that does not answer by then is skipped, the primary serves instead.
    connectTimeoutMs: 5_000,
    queryTimeoutMs: 10_000,
    preparedStatements: settings.preparedStatements,
  });
  const monitor = new ReplicaMonitor(replica, primary, settings.maxLagSeconds, log);
  monitor.start();
  const db: Db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new ReadPool(replica, primary, monitor) }),
  });
  return {
    db,
    monitor,
    async close() {
      await monitor.stop();
      await db.destroy();
    },
  };
}
