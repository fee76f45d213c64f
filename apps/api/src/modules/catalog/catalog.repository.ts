import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database, ProductRow } from '../../db/schema';

/** A product row with its review totals, aggregated by the database, and its first photo. */
export interface ProductWithRatingRow extends ProductRow {
  rating_count: number | string | null;
  rating_sum: number | string | null;
  cover_id: number | null;
  cover_file_key: string | null;
  cover_widths: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_alt: string | null;
}

export interface ProductFilter {
  category?: string;
  /** Case-insensitive substring of the name, matched literally. */
  nameContains?: string;
  /** Only products with a sellable variant of this size in stock. */
  size?: string;
}

export interface NewProductValues {
  name: string;
  description: string;
  price_cents: number;
  image_url: string;
  category: string;
  inventory: number;
}

/** Large enough to mean "no limit"; SQLite refuses OFFSET without LIMIT. */
const NO_LIMIT = 1_000_000_000;

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters only. */
export function likeContainsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;
}

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  filter: ProductFilter,
): SelectQueryBuilder<Database, 'products', O> {
  let q = query.where('products.deleted_at', 'is', null);
  if (filter.category) q = q.where('products.category', '=', filter.category);
  if (filter.nameContains) {
    const pattern = likeContainsPattern(filter.nameContains);
    // lower() on both sides behaves the same on SQLite and PostgreSQL; '!' escapes the wildcards.
    q = q.where(sql<boolean>`lower(products.name) like lower(${pattern}) escape '!'`);
  }
  if (filter.size) {
    const size = filter.size;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_variants')
          .select('product_variants.id')
          .whereRef('product_variants.product_id', '=', 'products.id')
          .where('product_variants.size', '=', size)
          .where('product_variants.hidden', '=', 0)
          .where('product_variants.inventory', '>', 0),
      ),
    );
  }
  return q;
}

/** Review count and rating sum as correlated subqueries: one statement for any number of products. */
function ratingColumns(eb: ExpressionBuilder<Database, 'products'>) {
  return [
    eb
      .selectFrom('reviews')
      .select((r) => r.fn.countAll<number | string>().as('n'))
      .whereRef('reviews.product_id', '=', 'products.id')
      .as('rating_count'),
    eb
      .selectFrom('reviews')
      .select((r) => r.fn.sum<number | string | null>('reviews.rating').as('s'))
      .whereRef('reviews.product_id', '=', 'products.id')
      .as('rating_sum'),
  ] as const;
}

/**
 * Products that are not deleted and match the filter, with rating totals and the first photo
 * (position 0: at most one per product, so the join never repeats a product).
 */
function selectProducts(db: Executor, filter: ProductFilter) {
  return applyFilter(db.selectFrom('products'), filter)
    .selectAll('products')
    .select(ratingColumns)
    .leftJoin('product_images as cover', (join) =>
      join.onRef('cover.product_id', '=', 'products.id').on('cover.position', '=', 0),
    )
    .select([
      'cover.id as cover_id',
      'cover.file_key as cover_file_key',
      'cover.widths as cover_widths',
      'cover.width as cover_width',
      'cover.height as cover_height',
      'cover.alt as cover_alt',
    ]);
}

export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  page: { limit?: number; offset?: number },
): Promise<ProductWithRatingRow[]> {
  let query = selectProducts(db, filter).orderBy('products.id', 'asc');
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query.execute();
}

export async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
  const row = await applyFilter(
    db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ids and last changes of the products on sale, in id order: the sitemap's entries. */
export function listProductSitemapEntries(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<Array<{ id: number; updated_at: string }>> {
  return db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A product that is not deleted, with its review totals and first photo. */
export function findProductWithRatings(
  db: Executor,
  id: number,
): Promise<ProductWithRatingRow | undefined> {
  return selectProducts(db, {}).where('products.id', '=', id).executeTakeFirst();
}

/** Whether the catalog ever held a product (deleted ones count: the shop is not new). */
export async function anyProductExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function activeProductExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertProduct(
  db: Executor,
  values: NewProductValues,
  now: string,
): Promise<ProductRow> {
  return db
    .insertInto('products')
    .values({ ...values, deleted_at: null, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a product's stock to the sum of its sellable variants (after the admin saved the grid). */
export async function setInventoryToVariantSum(db: Executor, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      inventory: eb.fn.coalesce(
        eb
          .selectFrom('product_variants')
          .select((v) => v.fn.sum<number>('product_variants.inventory').as('n'))
          .where('product_variants.product_id', '=', productId)
          .where('product_variants.hidden', '=', 0),
        eb.lit(0),
      ),
    }))
    .where('id', '=', productId)
    .execute();
}

/** Replaces the editable fields of a product that is not deleted; false when there is none. */
export async function updateProduct(
  db: Executor,
  id: number,
  values: Omit<NewProductValues, 'image_url'> & { image_url?: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Records a change to a product's photos; false when there is no such product (or it is deleted).
 * The write also locks the row until the caller's transaction ends, so photo changes go one at a time.
 */
export async function touchProduct(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a product deleted; false when it does not exist or already was. */
export async function softDeleteProduct(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
