import type { Executor } from '../../db/database';

/** Stock as order flows see it: checkout takes, cancelling gives back (in the caller's transaction). */

export interface SellableProduct {
  id: number;
  name: string;
  price_cents: number;
  inventory: number;
}

/** Products still on sale (soft-deleted ones are left out). */
export function findSellableProducts(
  db: Executor,
  ids: readonly number[],
): Promise<SellableProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name', 'price_cents', 'inventory'])
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
}

/** Takes stock only if enough is left; false when it is not (the row is not touched). */
export async function takeStock(
  db: Executor,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ inventory: eb('inventory', '-', quantity) }))
    .where('id', '=', productId)
    .where('inventory', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(
  db: Executor,
  productId: number,
  quantity: number,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ inventory: eb('inventory', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}
