import type { Executor } from '../../db/database';

export interface StoredCartLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

export interface StoredCart {
  updated_at: string;
  lines: StoredCartLine[];
}

export async function findSavedCart(db: Executor, userId: number): Promise<StoredCart | undefined> {
  const cart = await db
    .selectFrom('saved_carts')
    .select('updated_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!cart) return undefined;
  const lines = await db
    .selectFrom('saved_cart_items')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('line')
    .execute();
  return { updated_at: cart.updated_at, lines };
}

/** Replaces the cart's lines; a cart whose lines changed may be reminded about again. */
export async function replaceSavedCart(
  db: Executor,
  userId: number,
  lines: readonly StoredCartLine[],
  nowIso: string,
): Promise<void> {
  await db.deleteFrom('saved_cart_items').where('user_id', '=', userId).execute();
  if (lines.length === 0) {
    await db.deleteFrom('saved_carts').where('user_id', '=', userId).execute();
    return;
  }
  const updated = await db
    .updateTable('saved_carts')
    .set({ updated_at: nowIso, reminded_at: null, reminder_checked_at: null })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('saved_carts')
      .values({ user_id: userId, updated_at: nowIso, reminded_at: null, reminder_checked_at: null })
      .execute();
  }
  await db
    .insertInto('saved_cart_items')
    .values(lines.map((l, line) => ({ user_id: userId, line, ...l })))
    .execute();
}

/** The cart's lines go with it (their foreign key cascades). */
export async function deleteSavedCart(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('saved_carts').where('user_id', '=', userId).execute();
}

/** Carts untouched since `before` whose reminder was not settled yet and that no process holds. */
export async function findCartsDueForReminder(
  db: Executor,
  before: string,
  nowIso: string,
  limit: number,
): Promise<Array<{ user_id: number; updated_at: string }>> {
  return db
    .selectFrom('saved_carts')
    .select(['user_id', 'updated_at'])
    .where('reminder_checked_at', 'is', null)
    .where('updated_at', '<', before)
    .where((eb) =>
      eb.or([eb('reminder_claimed_until', 'is', null), eb('reminder_claimed_until', '<', nowIso)]),
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/**
 * Takes the cart for one process until `until` (a conditional update: of two processes, one wins),
 * only while it is still the version found.
 */
export async function claimCartForReminder(
  db: Executor,
  userId: number,
  updatedAt: string,
  nowIso: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_carts')
    .set({ reminder_claimed_until: until })
    .where('user_id', '=', userId)
    .where('updated_at', '=', updatedAt)
    .where('reminder_checked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('reminder_claimed_until', 'is', null), eb('reminder_claimed_until', '<', nowIso)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The reminder of this version of the cart is settled: sent (`sent`) or not due to anyone. */
export async function settleCartReminder(
  db: Executor,
  userId: number,
  updatedAt: string,
  nowIso: string,
  sent: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_carts')
    .set({
      reminder_checked_at: nowIso,
      reminded_at: sent ? nowIso : null,
      reminder_claimed_until: null,
    })
    .where('user_id', '=', userId)
    .where('updated_at', '=', updatedAt)
    .where('reminder_checked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
