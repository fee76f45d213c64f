import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DeliveryOptionRow, DeliveryOptionsTable } from '../../db/schema';

/** Door delivery first, then pick-up; cheapest first within each. */
export function listDeliveryOptions(
  db: Executor,
  { activeOnly }: { activeOnly: boolean },
): Promise<DeliveryOptionRow[]> {
  let query = db.selectFrom('delivery_options').selectAll();
  if (activeOnly) query = query.where('is_active', '=', 1);
  return query.orderBy('kind').orderBy('fee_cents').orderBy('id').execute();
}

export function findDeliveryOption(
  db: Executor,
  id: number,
): Promise<DeliveryOptionRow | undefined> {
  return db.selectFrom('delivery_options').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function anyDeliveryOptionExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('delivery_options').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function anyActiveDeliveryOption(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_options')
    .select('id')
    .where('is_active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertDeliveryOption(
  db: Executor,
  values: Insertable<DeliveryOptionsTable>,
): Promise<DeliveryOptionRow> {
  return db.insertInto('delivery_options').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateDeliveryOption(
  db: Executor,
  id: number,
  changes: Updateable<DeliveryOptionsTable>,
): Promise<DeliveryOptionRow | undefined> {
  return db
    .updateTable('delivery_options')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDeliveryOption(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('delivery_options').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
