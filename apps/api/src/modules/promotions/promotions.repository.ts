import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PromotionRow, PromotionsTable } from '../../db/schema';

export function findPromotionByCodeKey(
  db: Executor,
  codeKey: string,
): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('code_key', '=', codeKey).executeTakeFirst();
}

export function findPromotionById(db: Executor, id: number): Promise<PromotionRow | undefined> {
  return db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listPromotions(db: Executor): Promise<PromotionRow[]> {
  return db.selectFrom('promotions').selectAll().orderBy('id', 'desc').execute();
}

export function insertPromotion(
  db: Executor,
  values: Insertable<PromotionsTable>,
): Promise<PromotionRow> {
  return db.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Updates unless the new usage limit is below what was already used (then undefined, row unchanged). */
export function updatePromotion(
  db: Executor,
  id: number,
  changes: Updateable<PromotionsTable>,
  newUsageLimit: number | null,
): Promise<PromotionRow | undefined> {
  let query = db.updateTable('promotions').set(changes).where('id', '=', id);
  if (newUsageLimit !== null) query = query.where('times_used', '<=', newUsageLimit);
  return query.returningAll().executeTakeFirst();
}

export async function deletePromotion(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('promotions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Counts one redemption only while the limit allows it; false when the code is used up. */
export async function takePromotionUsage(db: Executor, promotionId: number): Promise<boolean> {
  const result = await db
    .updateTable('promotions')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', promotionId)
    .where((eb) =>
      eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives one redemption back (a cancelled order); a deleted promotion has nothing to give back to. */
export async function returnPromotionUsage(db: Executor, promotionId: number): Promise<void> {
  await db
    .updateTable('promotions')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('id', '=', promotionId)
    .where('times_used', '>', 0)
    .execute();
}
