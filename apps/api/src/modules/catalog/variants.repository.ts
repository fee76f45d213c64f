import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ProductVariantRow, ProductVariantsTable } from '../../db/schema';

/** Chunks keep `in (...)` lists under both drivers' parameter limits. */
const CHUNK = 1000;

async function inChunks<T>(
  ids: readonly number[],
  read: (chunk: number[]) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await read(ids.slice(i, i + CHUNK))));
  return rows;
}

/** The variants shoppers may buy (hidden ones left out), of many products in one statement per chunk. */
export function findSellableVariantsOf(
  db: Executor,
  productIds: readonly number[],
): Promise<ProductVariantRow[]> {
  return inChunks(productIds, (chunk) =>
    db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', 'in', chunk)
      .where('hidden', '=', 0)
      .orderBy('id')
      .execute(),
  );
}

/** Every variant of a product, hidden ones included (the admin grid matches against them). */
export function findAllVariantsOfProduct(
  db: Executor,
  productId: number,
): Promise<ProductVariantRow[]> {
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
}

/** Sizes with stock of many products: `product_id, size` pairs, one statement per chunk. */
export function findSizesInStock(
  db: Executor,
  productIds: readonly number[],
): Promise<Array<{ product_id: number; size: string }>> {
  return inChunks(productIds, (chunk) =>
    db
      .selectFrom('product_variants')
      .select(['product_id', 'size'])
      .distinct()
      .where('product_id', 'in', chunk)
      .where('hidden', '=', 0)
      .where('inventory', '>', 0)
      .execute(),
  );
}

export function insertVariant(
  db: Executor,
  values: Insertable<ProductVariantsTable>,
): Promise<ProductVariantRow> {
  return db.insertInto('product_variants').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateVariant(
  db: Executor,
  id: number,
  values: Updateable<ProductVariantsTable>,
): Promise<void> {
  await db.updateTable('product_variants').set(values).where('id', '=', id).execute();
}

export async function deleteVariants(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('product_variants')
    .where('id', 'in', [...ids])
    .execute();
}

/** Whether a SKU is used by a variant other than `exceptId`. */
export async function skuTaken(db: Executor, sku: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('product_variants').select('id').where('sku', '=', sku);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Variants by SKU (the import matches rows by SKU first), hidden ones included. */
export function findVariantsBySkus(
  db: Executor,
  skus: readonly string[],
): Promise<ProductVariantRow[]> {
  const unique = [...new Set(skus)];
  const rows: Promise<ProductVariantRow[]>[] = [];
  for (let i = 0; i < unique.length; i += CHUNK)
    rows.push(
      db
        .selectFrom('product_variants')
        .selectAll()
        .where('sku', 'in', unique.slice(i, i + CHUNK))
        .execute(),
    );
  return Promise.all(rows).then((parts) => parts.flat());
}

/** Every variant of many products, hidden ones included, in id order. */
export function findAllVariantsOf(
  db: Executor,
  productIds: readonly number[],
): Promise<ProductVariantRow[]> {
  return inChunks(productIds, (chunk) =>
    db
      .selectFrom('product_variants')
      .selectAll()
      .where('product_id', 'in', chunk)
      .orderBy('product_id')
      .orderBy('id')
      .execute(),
  );
}
