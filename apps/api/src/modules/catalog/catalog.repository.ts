import type { ProductSort } from '@mavazi/shared/constants';
import { SqliteAdapter, sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { nowIso, type Executor } from '../../db/database';
import type { Database, ProductRow } from '../../db/schema';
import { likeContainsPattern } from '../../lib/like-pattern';

/** A product row with its first photo. */
export interface ProductWithRatingRow extends ProductRow {
  cover_id: number | null;
  cover_file_key: string | null;
  cover_widths: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_alt: string | null;
  cover_colour: string | null;
  cover_avif_widths: string | null;
  cover_placeholder: string | null;
}

export interface ProductFilter {
  category?: string;
  /** Case-insensitive substring of the name or the description, matched literally. */
  contains?: string;
  /** Only products with a sellable variant of this size in stock. */
  size?: string;
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock?: boolean;
  /** Only products with a "was" price (the product's or a sellable size's). */
  onSale?: boolean;
  /** Only products in the collection with this slug. */
  collection?: string;
  /** Staff see drafts and scheduled products too; without it only what shoppers may see. */
  staff?: boolean;
  /** Staff's list: only products stored with this status. */
  status?: string;
  /** The instant scheduled products are judged at (default: now). */
  now?: string;
}

/** Who a read is for: shoppers see only products on sale now (docs/decisions/027). */
export interface Audience {
  staff?: boolean;
  now?: string;
}

export interface NewProductValues {
  name: string;
  description: string;
  price_cents: number;
  image_url: string;
  category: string;
  status?: string;
  publish_at?: string | null;
  compare_at_price_cents?: number | null;
}

/** Large enough to mean "no limit"; SQLite refuses OFFSET without LIMIT. */
const NO_LIMIT = 1_000_000_000;

/** Shorter searches have no trigram to look up: they scan (see docs/decisions/016). */
const TRIGRAM = 3;

function isSqlite(db: Executor): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** lower() on both sides behaves the same on SQLite and PostgreSQL; '!' escapes the wildcards. */
function containsText(column: 'name' | 'description', text: string) {
  return sql<boolean>`lower(${sql.ref(`products.${column}`)}) like lower(${likeContainsPattern(text)}) escape '!'`;
}

/**
 * The search. SQLite: the FTS5 trigram table finds the rows (a quoted phrase of trigrams is a
 * case-insensitive substring match). PostgreSQL: the LIKE itself is served by the pg_trgm indexes.
 */
function searchCondition(db: Executor, text: string) {
  if (isSqlite(db) && [...text].length >= TRIGRAM) {
    const phrase = `"${text.replace(/"/g, '""')}"`;
    return sql<boolean>`products.id in (select rowid from products_fts where products_fts match ${phrase})`;
  }
  return sql<boolean>`(${containsText('name', text)} or ${containsText('description', text)})`;
}

/**
 * What shoppers may see: not deleted, and active, or scheduled with its time come. Scheduled products
 * need no job to go live: every shopper query asks this at its own instant (docs/decisions/027).
 */
export function visibleTo<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  audience: Audience,
): SelectQueryBuilder<Database, TB, O> {
  const q = query.where(sql<boolean>`products.deleted_at is null`);
  if (audience.staff) return q;
  const now = audience.now ?? nowIso();
  return q.where(
    sql<boolean>`(products.status = 'active' or (products.status = 'scheduled' and products.publish_at <= ${now}))`,
  );
}

export function applyFilter<O>(
  db: Executor,
  query: SelectQueryBuilder<Database, 'products', O>,
  filter: ProductFilter,
): SelectQueryBuilder<Database, 'products', O> {
  let q = visibleTo(query, filter);
  if (filter.onSale)
    q = q.where(({ or, eb, exists, selectFrom }) =>
      or([
        eb('products.compare_at_price_cents', 'is not', null),
        exists(
          selectFrom('product_variants')
            .select('product_variants.id')
            .whereRef('product_variants.product_id', '=', 'products.id')
            .where('product_variants.hidden', '=', 0)
            .where('product_variants.compare_at_price_cents', 'is not', null),
        ),
      ]),
    );
  if (filter.collection) {
    const slug = filter.collection;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_collections')
          .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
          .select('product_collections.product_id')
          .whereRef('product_collections.product_id', '=', 'products.id')
          .where('collections.slug', '=', slug),
      ),
    );
  }
  if (filter.status) q = q.where('products.status', '=', filter.status);
  if (filter.category) q = q.where('products.category', '=', filter.category);
  if (filter.contains) q = q.where(searchCondition(db, filter.contains));
  if (filter.minPriceCents !== undefined)
    q = q.where('products.price_cents', '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined)
    q = q.where('products.price_cents', '<=', filter.maxPriceCents);
  if (filter.inStock) q = q.where('products.inventory', '>', 0);
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

/**
 * Products that are not deleted and match the filter, with the first photo
 * (position 0: at most one per product, so the join never repeats a product).
 */
function selectProducts(db: Executor, filter: ProductFilter) {
  return applyFilter(db, db.selectFrom('products'), filter)
    .selectAll('products')
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
      'cover.colour as cover_colour',
      'cover.avif_widths as cover_avif_widths',
      'cover.placeholder as cover_placeholder',
    ]);
}

/** Sort keys, each ending with id so pages never overlap (the indexes of migration 008). */
const SORT_KEYS: Record<ProductSort | 'id', Array<[keyof ProductRow, 'asc' | 'desc']>> = {
  id: [['id', 'asc']],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  price_asc: [
    ['price_cents', 'asc'],
    ['id', 'asc'],
  ],
  price_desc: [
    ['price_cents', 'desc'],
    ['id', 'desc'],
  ],
  rating: [
    ['rating_rank', 'desc'],
    ['rating_count', 'desc'],
    ['id', 'desc'],
  ],
  popular: [
    ['units_sold', 'desc'],
    ['id', 'desc'],
  ],
};

export async function listProducts(
  db: Executor,
  filter: ProductFilter,
  page: { limit?: number; offset?: number; sort?: ProductSort },
): Promise<ProductWithRatingRow[]> {
  let query = selectProducts(db, filter);
  // Name matches before description matches, then the chosen order.
  if (filter.contains)
    query = query.orderBy(
      sql`case when ${containsText('name', filter.contains)} then 0 else 1 end`,
    );
  for (const [column, direction] of SORT_KEYS[page.sort ?? 'id'])
    query = query.orderBy(`products.${column}`, direction);
  if (page.limit !== undefined || page.offset !== undefined) {
    query = query.limit(page.limit ?? NO_LIMIT).offset(page.offset ?? 0);
  }
  return query.execute();
}

export async function countProducts(db: Executor, filter: ProductFilter): Promise<number> {
  const row = await applyFilter(
    db,
    db.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('n')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Review count, sum and rank of a product from its reviews, in the caller's transaction. */
export async function refreshRatingTotals(db: Executor, productId: number): Promise<void> {
  const count = (eb: ExpressionBuilder<Database, 'products'>) =>
    eb
      .selectFrom('reviews')
      .select((r) => r.fn.countAll<number>().as('n'))
      .where('reviews.product_id', '=', productId);
  const sum = (eb: ExpressionBuilder<Database, 'products'>) =>
    eb.fn.coalesce(
      eb
        .selectFrom('reviews')
        .select((r) => r.fn.sum<number>('reviews.rating').as('s'))
        .where('reviews.product_id', '=', productId),
      eb.lit(0),
    );
  await db
    .updateTable('products')
    .set((eb) => ({ rating_count: count(eb), rating_sum: sum(eb) }))
    .where('id', '=', productId)
    .execute();
  // Integer division on both engines: the average × 100, truncated.
  await db
    .updateTable('products')
    .set({
      rating_rank: sql<number>`case when rating_count = 0 then 0 else (rating_sum * 100) / rating_count end`,
    })
    .where('id', '=', productId)
    .execute();
}

/** Ids and last changes of the products shoppers see, in id order: the sitemap's entries. */
export function listProductSitemapEntries(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<Array<{ id: number; updated_at: string }>> {
  return visibleTo(db.selectFrom('products'), {})
    .select(['products.id', 'products.updated_at'])
    .orderBy('products.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A product the audience may see (staff: any not deleted), with its review totals and first photo. */
export function findProductWithRatings(
  db: Executor,
  id: number,
  audience: Audience,
): Promise<ProductWithRatingRow | undefined> {
  return selectProducts(db, audience).where('products.id', '=', id).executeTakeFirst();
}

/** When the next scheduled product goes on sale after `now`, or null: shopper answers expire then. */
export async function nextPublishAt(db: Executor, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.min<string>('publish_at').as('at'))
    .where('status', '=', 'scheduled')
    .where('publish_at', '>', now)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.at ?? null;
}

/** Whether the catalog ever held a product (deleted ones count: the shop is not new). */
export async function anyProductExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Whether the audience may see the product (staff: it is not deleted). */
export async function activeProductExists(
  db: Executor,
  id: number,
  audience: Audience,
): Promise<boolean> {
  const row = await visibleTo(db.selectFrom('products'), audience)
    .select('products.id')
    .where('products.id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertProduct(
  db: Executor,
  values: NewProductValues,
  now: string,
): Promise<ProductRow> {
  return (
    db
      .insertInto('products')
      // Stock starts at 0: what the product is given is its first movement (decision 026).
      .values({ ...values, inventory: 0, deleted_at: null, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
  );
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

/**
 * Locks a product that is not deleted for an edit and answers it as it is (undefined: none). The
 * no-op write takes the row lock on PostgreSQL, so the version read is the one the edit replaces.
 */
export function lockProductForEdit(db: Executor, id: number): Promise<ProductRow | undefined> {
  return db
    .updateTable('products')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Replaces the editable fields of a product that is not deleted and raises its version; false when there is none. */
export async function updateProduct(
  db: Executor,
  id: number,
  values: Partial<NewProductValues>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Products by id that are not deleted, locked in id order (bulk edits). */
export function lockProductsForEdit(db: Executor, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .updateTable('products')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .returningAll()
    .execute();
}

/** Sets a product's status (a publish time only stays with `scheduled`) and raises its version. */
export async function setProductStatus(
  db: Executor,
  id: number,
  status: string,
  now: string,
  publishAt?: string,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      status,
      publish_at: status === 'scheduled' ? (publishAt ?? eb.ref('publish_at')) : null,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}

/** Sets a product's "was" price (null: not on sale) and raises its version. */
export async function setProductCompareAt(
  db: Executor,
  id: number,
  compareAtCents: number | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      compare_at_price_cents: compareAtCents,
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', id)
    .execute();
}

/** Raises a product's version after a change to what it belongs to (its collections). */
export async function bumpProductVersion(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Sets a product's price and raises its version. */
export async function setProductPrice(
  db: Executor,
  id: number,
  priceCents: number,
  now: string,
): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ price_cents: priceCents, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Staff's list: products that are not deleted, newest first, optionally matching a name or SKU. */
export async function listAdminProducts(
  db: Executor,
  filter: { contains?: string; status?: string; category?: string },
  page: { limit: number; offset: number },
): Promise<{ items: ProductWithRatingRow[]; total: number }> {
  const f: ProductFilter = { ...filter, staff: true };
  const [items, total] = await Promise.all([
    listProducts(db, f, { ...page, sort: 'newest' }),
    countProducts(db, f),
  ]);
  return { items, total };
}

/** Ids of the products (not deleted) matching a staff list filter: "select all matching". */
export async function findAdminProductIds(
  db: Executor,
  filter: { contains?: string; status?: string },
): Promise<number[]> {
  const rows = await applyFilter(db, db.selectFrom('products').select('products.id'), {
    contains: filter.contains,
    status: filter.status,
    staff: true,
  })
    .orderBy('products.id')
    .execute();
  return rows.map((r) => r.id);
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
    .set((eb) => ({ deleted_at: now, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A page of products that are not deleted, in id order after `afterId` (the CSV export's batches). */
export function findProductsAfter(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Products that are not deleted, by id (the import's matches). */
export function findProductsByIds(db: Executor, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .where('deleted_at', 'is', null)
    .execute();
}

/** Name, category and stock of products by id (deleted ones too: past orders name them). */
export function findProductSummaries(
  db: Executor,
  ids: readonly number[],
): Promise<Array<{ id: number; name: string; category: string; inventory: number }>> {
  const unique = [...new Set(ids)];
  // In chunks, so long lists stay under the drivers' parameter limits.
  const chunks = Array.from({ length: Math.ceil(unique.length / 500) }, (_, i) =>
    unique.slice(i * 500, i * 500 + 500),
  );
  return Promise.all(
    chunks.map((chunk) =>
      db
        .selectFrom('products')
        .select(['id', 'name', 'category', 'inventory'])
        .where('id', 'in', chunk)
        .execute(),
    ),
  ).then((parts) => parts.flat());
}

/** Products on sale with stock, least stock last: the candidates for slow movers. */
export function findStockedProducts(
  db: Executor,
): Promise<Array<{ id: number; name: string; inventory: number }>> {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'inventory'])
    .where('deleted_at', 'is', null)
    .where('inventory', '>', 0)
    .orderBy('inventory', 'desc')
    .orderBy('id')
    .execute();
}
