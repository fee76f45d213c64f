import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export interface RateLimitHit {
  hits: number;
  resetAt: string;
}

/**
 * Counts one hit for a key in a single atomic upsert: a new or expired window starts at 1,
 * a live one is incremented. Parallel requests on several processes cannot lose a hit.
 */
export async function hitRateLimit(
  db: Executor,
  key: string,
  nowIso: string,
  windowEndIso: string,
): Promise<RateLimitHit> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: windowEndIso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb
          .case()
          .when('rate_limits.reset_at', '<=', nowIso)
          .then(eb.lit(1))
          .else(eb('rate_limits.hits', '+', eb.lit(1)))
          .end(),
        reset_at: eb
          .case()
          .when('rate_limits.reset_at', '<=', nowIso)
          .then(eb.ref('excluded.reset_at'))
          .else(eb.ref('rate_limits.reset_at'))
          .end(),
      })),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: row.reset_at };
}

/** Takes back one hit of a live window (an attempt that turned out to be a success). */
export async function refundRateLimit(db: Executor, key: string, nowIso: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ hits: eb('hits', '-', eb.lit(1)) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .where('reset_at', '>', nowIso)
    .execute();
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Every key beginning with the prefix (compared exactly: no LIKE wildcards in base64url keys). */
export async function clearRateLimitsStartingWith(db: Executor, prefix: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where(sql<string>`substr(key, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

export async function readRateLimit(db: Executor, key: string): Promise<RateLimitHit | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? { hits: Number(row.hits), resetAt: row.reset_at } : undefined;
}

/** Windows that have ended count as zero anyway; their rows can go. */
export async function purgeExpiredRateLimits(db: Executor, nowIso: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).execute();
}
