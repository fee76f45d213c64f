import { sql } from 'kysely';
import type { DialectName, Executor } from '../../db/database';
import type { StockAlertRow } from '../../db/schema';

export interface NewStockAlert {
  product_id: number;
  variant_id: number;
  email: string;
  user_id: number | null;
  language: string;
}

/**
 * Adds a waiting alert unless the address already waits for `maxWaiting` sizes, in one statement (the
 * count and the insert cannot be split by another request); asking again for the same size changes
 * nothing. Answers whether a row was added. On PostgreSQL call it in a transaction after
 * `lockAlertsOf`, so parallel requests for one address count one after the other.
 */
export async function insertStockAlertWithin(
  db: Executor,
  alert: NewStockAlert,
  nowIso: string,
  maxWaiting: number,
): Promise<boolean> {
  const row = await db
    .insertInto('stock_alerts')
    .columns(['product_id', 'variant_id', 'email', 'user_id', 'language', 'created_at'])
    .expression(
      db
        .selectNoFrom([
          sql<number>`${alert.product_id}`.as('product_id'),
          sql<number>`${alert.variant_id}`.as('variant_id'),
          sql<string>`${alert.email}`.as('email'),
          sql<number | null>`${alert.user_id}`.as('user_id'),
          sql<string>`${alert.language}`.as('language'),
          sql<string>`${nowIso}`.as('created_at'),
        ])
        .where(
          (eb) =>
            eb
              .selectFrom('stock_alerts')
              .select((e) => e.fn.countAll().as('n'))
              .where('email', '=', alert.email)
              .where('notified_at', 'is', null),
          '<',
          maxWaiting,
        ),
    )
    .onConflict((oc) =>
      oc.columns(['variant_id', 'email']).where('notified_at', 'is', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * PostgreSQL: holds the address's alerts for the rest of the transaction (an advisory lock on its
 * hash), so two requests cannot both see room under the cap. SQLite writes one at a time already.
 */
export async function lockAlertsOf(
  db: Executor,
  dialect: DialectName,
  email: string,
): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`stock-alerts:${email}`}, 0))`.execute(
    db,
  );
}

/** Whether this address already waits for this size. */
export async function isWaitingFor(
  db: Executor,
  variantId: number,
  email: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('stock_alerts')
    .select('id')
    .where('variant_id', '=', variantId)
    .where('email', '=', email)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sizes someone waits for, in id order after `afterVariantId` (the job's batches). */
export async function findWaitedVariantIds(
  db: Executor,
  afterVariantId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('stock_alerts')
    .select('variant_id')
    .distinct()
    .where('notified_at', 'is', null)
    .where('variant_id', '>', afterVariantId)
    .orderBy('variant_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.variant_id);
}

/** The waiting alerts of these sizes, oldest first. */
export function findWaitingAlerts(
  db: Executor,
  variantIds: readonly number[],
): Promise<StockAlertRow[]> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where('variant_id', 'in', [...variantIds])
    .where('notified_at', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * Marks alerts mailed and answers the ids this call settled (another run may have taken some first).
 * Call it in the transaction that queues their mails: on PostgreSQL a second run waits for the rows
 * and then finds them settled.
 */
export async function markAlertsNotified(
  db: Executor,
  ids: readonly number[],
  nowIso: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('stock_alerts')
    .set({ notified_at: nowIso })
    .where('id', 'in', [...ids])
    .where('notified_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Every alert of an account or an address (the data export). */
export function findAlertsOf(
  db: Executor,
  who: { userId: number; email: string },
): Promise<StockAlertRow[]> {
  return db
    .selectFrom('stock_alerts')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', who.userId), eb('email', '=', who.email)]))
    .orderBy('id')
    .execute();
}

/** Forgets every alert of an account or an address (erasure). */
export async function deleteAlertsOf(
  db: Executor,
  who: { userId: number; email: string },
): Promise<void> {
  await db
    .deleteFrom('stock_alerts')
    .where((eb) => eb.or([eb('user_id', '=', who.userId), eb('email', '=', who.email)]))
    .execute();
}
