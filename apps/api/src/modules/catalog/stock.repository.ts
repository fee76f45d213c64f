import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { visibleTo, type Audience } from './catalog.repository';
import type { StockLine } from './stock-lines';

/** Stock as order flows see it: checkout takes, cancelling gives back (in the caller's transaction). */

export interface SellableProduct {
  id: number;
  name: string;
  price_cents: number;
  inventory: number;
  image_url: string;
  /** The first photo's files, when the product has photos. */
  cover_file_key: string | null;
  cover_widths: string | null;
}

/**
 * Products the audience may see (soft-deleted ones are always left out), with their first photo:
 * checkout asks as a shopper (a draft cannot be bought), stock moves of past orders as staff.
 */
export function findSellableProducts(
  db: Executor,
  ids: readonly number[],
  audience: Audience,
): Promise<SellableProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return visibleTo(db.selectFrom('products'), audience)
    .leftJoin('product_images as cover', (join) =>
      join.onRef('cover.product_id', '=', 'products.id').on('cover.position', '=', 0),
    )
    .select([
      'products.id',
      'products.name',
      'products.price_cents',
      'products.inventory',
      'products.image_url',
      'cover.file_key as cover_file_key',
      'cover.widths as cover_widths',
    ])
    .where('products.id', 'in', [...ids])
    .execute();
}

/** Takes stock only if enough is left (and counts the units sold); false when it is not (the row is not touched). */
export async function takeStock(
  db: Executor,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({
      inventory: eb('inventory', '-', quantity),
      units_sold: eb('units_sold', '+', quantity),
    }))
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
    .set((eb) => ({
      inventory: eb('inventory', '+', quantity),
      // Never below 0: orders placed before migration 008 were counted only if not cancelled then.
      units_sold: sql<number>`case when units_sold > ${quantity} then units_sold - ${quantity} else 0 end`,
    }))
    .where('id', '=', productId)
    .execute();
}

/**
 * Stock of one size: the variant and its product move together, so the product's inventory stays
 * the sum of its variants. The product row is updated first (every writer of a product's variants
 * locks it first, so concurrent checkouts cannot deadlock); false when either has too little left.
 */
export async function takeVariantStock(
  db: Executor,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<boolean> {
  if (!(await takeStock(db, productId, quantity))) return false;
  const result = await db
    .updateTable('product_variants')
    .set((eb) => ({ inventory: eb('inventory', '-', quantity) }))
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .where('hidden', '=', 0)
    .where('inventory', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnVariantStock(
  db: Executor,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<void> {
  await returnStock(db, productId, quantity);
  await db
    .updateTable('product_variants')
    .set((eb) => ({ inventory: eb('inventory', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();
}

/** Takes a line's stock: from its size and product, or from the product; false when too little is left. */
export function takeLineStock(db: Executor, line: StockLine): Promise<boolean> {
  return line.variantId === null
    ? takeStock(db, line.productId, line.quantity)
    : takeVariantStock(db, line.productId, line.variantId, line.quantity);
}

export function returnLineStock(db: Executor, line: StockLine): Promise<void> {
  return line.variantId === null
    ? returnStock(db, line.productId, line.quantity)
    : returnVariantStock(db, line.productId, line.variantId, line.quantity);
}

export interface LowStockRow {
  product_id: number;
  product_name: string;
  variant_id: number | null;
  size: string | null;
  colour: string | null;
  sku: string | null;
  inventory: number;
}

/**
 * What is about to sell out: sizes on sale at or below `threshold`, and products without sizes at
 * or below it; fewest first, at most `limit` of each kind.
 */
export async function findLowStock(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<LowStockRow[]> {
  const [variants, products] = await Promise.all([
    db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select([
        'products.id as product_id',
        'products.name as product_name',
        'product_variants.id as variant_id',
        'product_variants.size',
        'product_variants.colour',
        'product_variants.sku',
        'product_variants.inventory',
      ])
      .where('products.deleted_at', 'is', null)
      .where('product_variants.hidden', '=', 0)
      .where('product_variants.inventory', '<=', threshold)
      .orderBy('product_variants.inventory')
      .orderBy('product_variants.id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'name', 'inventory'])
      .where('deleted_at', 'is', null)
      .where('inventory', '<=', threshold)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('product_variants')
              .select('product_variants.id')
              .whereRef('product_variants.product_id', '=', 'products.id'),
          ),
        ),
      )
      .orderBy('inventory')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [
    ...variants,
    ...products.map((p) => ({
      product_id: p.id,
      product_name: p.name,
      variant_id: null,
      size: null,
      colour: null,
      sku: null,
      inventory: p.inventory,
    })),
  ]
    .sort((a, b) => a.inventory - b.inventory)
    .slice(0, limit);
}
