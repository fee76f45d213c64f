import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { applyFilter, visibleTo, type ProductFilter } from './catalog.repository';

/** The names of the products shoppers see: the vocabulary typo correction draws on. */
export async function listShopperProductNames(db: Executor): Promise<string[]> {
  const rows = await visibleTo(db.selectFrom('products'), {})
    .select('products.name')
    .distinct()
    .execute();
  return rows.map((r) => r.name);
}

/** For each size with stock, how many products matching the filter have it (the filter's own size ignored). */
export async function countProductsBySize(
  db: Executor,
  filter: ProductFilter,
): Promise<Array<{ size: string; count: number }>> {
  const { size: _size, ...rest } = filter;
  const matching = applyFilter(db, db.selectFrom('products').select('products.id'), rest);
  const rows = await db
    .selectFrom('product_variants')
    .select([
      'product_variants.size',
      sql<number | string>`count(distinct product_variants.product_id)`.as('n'),
    ])
    .where('product_variants.hidden', '=', 0)
    .where('product_variants.inventory', '>', 0)
    .where('product_variants.product_id', 'in', matching)
    .groupBy('product_variants.size')
    .execute();
  return rows.map((r) => ({ size: r.size, count: Number(r.n) }));
}
