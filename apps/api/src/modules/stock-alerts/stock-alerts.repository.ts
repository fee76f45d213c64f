import type { Executor } from '../../db/database';
import type { StockAlertRow } from '../../db/schema';

export interface NewStockAlert {
  product_id: number;
  variant_id: number;
  email: string;
  user_id: number | null;
  language: string;
}

/** Adds a waiting alert; asking again for the same size and address changes nothing. */
export async function insertStockAlert(
  db: Executor,
  alert: NewStockAlert,
  nowIso: string,
): Promise<void> {
  await db
    .insertInto('stock_alerts')
    .values({ ...alert, created_at: nowIso, notified_at: null })
    .onConflict((oc) =>
      oc.columns(['variant_id', 'email']).where('notified_at', 'is', null).doNothing(),
    )
    .execute();
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

/** How many sizes an address waits for. */
export async function countWaitingAlerts(db: Executor, email: string): Promise<number> {
  const row = await db
    .selectFrom('stock_alerts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email', '=', email)
    .where('notified_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
 * Marks an alert mailed; false when another run did first. Call it in the transaction that queues
 * the mail: on PostgreSQL the second run waits for the row and then finds it settled.
 */
export async function markAlertNotified(
  db: Executor,
  id: number,
  nowIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('stock_alerts')
    .set({ notified_at: nowIso })
    .where('id', '=', id)
    .where('notified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
