import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ProductImageRow, ProductImagesTable } from '../../db/schema';

/** A product's photos, first one first. */
export function findImagesOfProduct(db: Executor, productId: number): Promise<ProductImageRow[]> {
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function insertImage(
  db: Executor,
  values: Insertable<ProductImagesTable>,
): Promise<ProductImageRow> {
  return db.insertInto('product_images').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Deletes one photo of a product; false when the product has no such photo. */
export async function deleteImage(
  db: Executor,
  productId: number,
  imageId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('product_images')
    .where('id', '=', imageId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setImagePosition(db: Executor, id: number, position: number): Promise<void> {
  await db.updateTable('product_images').set({ position }).where('id', '=', id).execute();
}

/** Changes a photo's alt text (and colour, when given); false when the product has no such photo. */
export async function updateImageAlt(
  db: Executor,
  productId: number,
  imageId: number,
  values: { alt: string; colour?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('product_images')
    .set(values)
    .where('id', '=', imageId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether any photo (of any product) still uses the files stored under this key. */
export async function fileKeyInUse(db: Executor, fileKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('product_images')
    .select('id')
    .where('file_key', '=', fileKey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The photos of many products, first one first within each (the CSV export). */
export function findImagesOfProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Every photo after `afterId`, a batch at a time in id order (the photo backfill's walk). */
export function findImagesAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<ProductImageRow[]> {
  return db
    .selectFrom('product_images')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Records the copies and placeholder made again for every photo stored under this key. */
export async function setStoredCopies(
  db: Executor,
  fileKey: string,
  values: { widths: string; avif_widths: string; placeholder: string },
): Promise<void> {
  await db.updateTable('product_images').set(values).where('file_key', '=', fileKey).execute();
}
