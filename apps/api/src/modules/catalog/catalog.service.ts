import type {
  Product,
  ProductInput,
  ProductListQuery,
  ProductWithReviews,
} from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import type { ProductFacets } from '@mavazi/shared/catalog-facets.schemas';
import { compareSizes } from '@mavazi/shared/sizes';
import { LIMITS } from '@mavazi/shared/constants';
import { nowIso, type Executor } from '../../db/database';
import type { AppDeps, DbDeps } from '../../app-deps';
import type { AdminProduct } from '@mavazi/shared/catalog-ops.schemas';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import {
  countProducts,
  findProductWithRatings,
  insertProduct,
  listProducts,
  lockProductForEdit,
  nextPublishAt,
  softDeleteProduct,
  updateProduct,
  type Audience,
  type NewProductValues,
  type ProductFilter,
} from './catalog.repository';
import {
  findCollectionsBySlug,
  findSlugsOfProduct,
  setProductCollections,
} from './collections.repository';
import { sortVariants, toProduct, toProductImage, toReview, toVariant } from './catalog-dto';
import { isServedPhotoUrl } from './image-store';
import { findImagesOfProduct } from './images.repository';
import { listReviewsOfProduct } from './reviews.repository';
import { findSellableVariantsOf, findSizesInStock } from './variants.repository';
import { applyStockMovement } from './stock.repository';
import { saveVariants } from './variants.service';
import { correctSearch } from './search-correction';
import { productVocabulary } from './search-vocabulary';
import { countProductsBySize } from './search.repository';

export const PRODUCT_NOT_FOUND = 'Product not found';

export interface ProductPage {
  items: Product[];
  /** All products matching the filter, ignoring limit and offset. */
  total: number;
  /** The corrected search text used instead of `q`, or null. */
  corrected: string | null;
}

/** Public catalog reads: from the replica when there is one (see AppDeps.readDb). */
type ReadDeps = Pick<AppDeps, 'readDb'>;

function filterOf(query: ProductListQuery): ProductFilter {
  return {
    category: query.category,
    contains: query.q || undefined,
    size: query.size,
    minPriceCents: query.min_price === undefined ? undefined : toCents(query.min_price),
    maxPriceCents: query.max_price === undefined ? undefined : toCents(query.max_price),
    inStock: query.in_stock,
    onSale: query.on_sale,
    collection: query.collection,
  };
}

/** How long the typo-correction words may be kept: the read cache's lifetime (CATALOG_CACHE_TTL_MS). */
export interface SearchOptions {
  vocabularyMaxAgeMs?: number;
}

/**
 * A search that matched nothing (`total` 0, already counted by the caller), tried once more with its
 * misspelt words corrected from the product names (decision 043): the filter to use, its count and
 * the corrected text (null when nothing was corrected).
 */
async function correctedSearch(
  db: Executor,
  filter: ProductFilter,
  options: SearchOptions,
): Promise<{ filter: ProductFilter; total: number; corrected: string | null } | null> {
  if (!filter.contains) return null;
  const corrected = correctSearch(
    filter.contains,
    await productVocabulary(db, options.vocabularyMaxAgeMs),
  );
  if (corrected === null) return null;
  const fixed = { ...filter, contains: corrected };
  return { filter: fixed, total: await countProducts(db, fixed), corrected };
}

export async function browseProducts(
  { readDb: db }: ReadDeps,
  query: ProductListQuery,
  options: SearchOptions = {},
): Promise<ProductPage> {
  const page = { limit: query.limit, offset: query.offset, sort: query.sort };
  const filter = filterOf(query);
  // The usual case in parallel: one count; only a search that found nothing is corrected and counted again.
  let [rows, total] = await Promise.all([
    listProducts(db, filter, page),
    countProducts(db, filter),
  ]);
  let corrected: string | null = null;
  if (total === 0) {
    const fixed = await correctedSearch(db, filter, options);
    if (fixed) {
      ({ total, corrected } = fixed);
      rows = await listProducts(db, fixed.filter, page);
    }
  }
  // One more statement for the sizes of the whole page, never one per product.
  const sizes = new Map<number, string[]>();
  for (const { product_id, size } of await findSizesInStock(
    db,
    rows.map((r) => r.id),
  )) {
    sizes.set(product_id, [...(sizes.get(product_id) ?? []), size]);
  }
  return { items: rows.map((row) => toProduct(row, sizes.get(row.id))), total, corrected };
}

/**
 * The sizes (with counts) the shop list's size filter may offer for the current filters, with the
 * total and corrected search: one count, and the sizes counted alongside it when nothing needs correcting.
 */
export async function productFacets(
  { readDb: db }: ReadDeps,
  query: ProductListQuery,
  options: SearchOptions = {},
): Promise<ProductFacets> {
  const filter = filterOf(query);
  let [total, sizes] = await Promise.all([
    countProducts(db, filter),
    countProductsBySize(db, filter),
  ]);
  let corrected: string | null = null;
  if (total === 0) {
    const fixed = await correctedSearch(db, filter, options);
    if (fixed) {
      ({ total, corrected } = fixed);
      sizes = await countProductsBySize(db, fixed.filter);
    }
  }
  return {
    total,
    sizes: sizes.sort((a, b) => compareSizes(a.size, b.size)),
    corrected_q: corrected,
  };
}

/**
 * How long a shopper answer computed now may be kept: until the next scheduled product goes on sale
 * (undefined: no such product), so the read cache never shows a list from before a publication.
 */
export async function shopperAnswerLifetimeMs({ db }: DbDeps): Promise<number | undefined> {
  const now = nowIso();
  const next = await nextPublishAt(db, now);
  return next === null ? undefined : Math.max(0, Date.parse(next) - Date.parse(now));
}

const STAFF: Audience = { staff: true };

/** A product with its sellable variants (in size order), its photos (first one first) and its version. */
export async function loadProductDetail(
  db: Executor,
  id: number,
  audience: Audience = STAFF,
): Promise<AdminProduct> {
  const row = await findProductWithRatings(db, id, audience);
  if (!row) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  const [variants, images, collections] = await Promise.all([
    findSellableVariantsOf(db, [id]),
    findImagesOfProduct(db, id),
    findSlugsOfProduct(db, id),
  ]);
  const sizes = variants.filter((v) => v.inventory > 0).map((v) => v.size);
  return {
    ...toProduct(row, sizes),
    variants: sortVariants(variants).map(toVariant),
    images: images.map(toProductImage),
    collections,
    version: row.version,
  };
}

/** A product shoppers may see, as the list shows it, or null: the product page's link preview. */
export async function findProductOnSale(
  { readDb: db }: ReadDeps,
  id: number,
): Promise<Product | null> {
  const row = await findProductWithRatings(db, id, {});
  return row ? toProduct(row) : null;
}

export async function getProductWithReviews(
  { readDb: db }: ReadDeps,
  id: number,
): Promise<ProductWithReviews> {
  // Shoppers never see the version staff save against.
  const { version: _version, ...detail } = await loadProductDetail(db, id, {});
  // The newest page of reviews; rating_count tells how many there are in all.
  const reviews = await listReviewsOfProduct(db, id, { limit: LIMITS.reviewsPageSize, offset: 0 });
  return { ...detail, reviews: reviews.map(toReview) };
}

function toValues(input: ProductInput): NewProductValues {
  return {
    name: input.name,
    description: input.description,
    price_cents: toCents(input.price),
    image_url: input.imageUrl ?? '',
    category: input.category,
  };
}

/** What the audit log keeps of a product: the fields staff edit, sizes, sale prices and collections included. */
export function auditSnapshot(p: AdminProduct): Record<string, unknown> {
  return {
    name: p.name,
    description: p.description,
    price: p.price,
    compare_at_price: p.compare_at_price,
    status: p.status,
    publish_at: p.publish_at,
    imageUrl: p.imageUrl,
    category: p.category,
    inventory: p.inventory,
    collections: p.collections,
    variants: p.variants.map(
      (v) =>
        `${v.sku} ${v.size}${v.colour ? ` ${v.colour}` : ''}: ${v.inventory}${v.price === null ? '' : ` @ ${v.price}`}${v.compare_at_price === null ? '' : ` was ${v.compare_at_price}`}`,
    ),
  };
}

/** A form read at an older version: the answer carries the product as it is now. */
export class StaleEditError extends HttpError {
  constructor(readonly current: AdminProduct) {
    super(
      409,
      'STALE_EDIT',
      'Someone changed this product after you opened it: check the current values and save again',
    );
  }
}

/** Status and publish time as stored: only a scheduled product keeps a publish time. */
function statusValues(input: ProductInput): Pick<NewProductValues, 'status' | 'publish_at'> {
  if (input.status === undefined) return {};
  return {
    status: input.status,
    publish_at:
      input.status === 'scheduled' && input.publish_at
        ? new Date(input.publish_at).toISOString()
        : null,
  };
}

/** Puts the product in the collections named by slug; 400 naming the unknown ones. */
async function saveCollections(
  trx: Executor,
  productId: number,
  slugs: readonly string[] | undefined,
): Promise<void> {
  if (slugs === undefined) return;
  const wanted = [...new Set(slugs)];
  const found = await findCollectionsBySlug(trx, wanted);
  const known = new Set(found.map((c) => c.slug));
  const unknown = wanted.filter((slug) => !known.has(slug));
  if (unknown.length > 0) {
    const text = `No collection ${unknown.join(', ')}`;
    throw badRequest('VALIDATION_FAILED', text, { collections: text });
  }
  await setProductCollections(
    trx,
    productId,
    found.map((c) => c.id),
  );
}

/** Product, variant grid, collections, stock movements and audit row in one transaction: a refused variant leaves nothing behind. */
export async function createProduct(
  { db, orderReads }: Pick<AppDeps, 'db' | 'orderReads'>,
  input: ProductInput,
  actor: AuditActor,
): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await insertProduct(
      trx,
      {
        ...toValues(input),
        status: 'active',
        ...statusValues(input),
        compare_at_price_cents:
          input.compare_at_price == null ? null : toCents(input.compare_at_price),
      },
      now,
    );
    if (input.variants && input.variants.length > 0)
      await saveVariants(trx, row.id, input.variants, now, orderReads.orderedVariantIds, actor);
    else if (input.inventory)
      await applyStockMovement(trx, {
        productId: row.id,
        variantId: null,
        set: input.inventory,
        reason: 'restock',
        actor,
        note: 'new product',
        at: now,
        versionBumped: true,
      });
    await saveCollections(trx, row.id, input.collections);
    const created = await loadProductDetail(trx, row.id);
    await recordAudit(
      trx,
      actor,
      {
        action: 'product.create',
        entity: 'product',
        entityId: row.id,
        changes: changedFields(null, auditSnapshot(created)),
      },
      now,
    );
    return created;
  });
}

/**
 * Replaces a product (decision 026): the row is locked and its version compared with the one the
 * form was read at (`expectedVersion`, from If-Match or the body; undefined skips the check for
 * spec clients). Stock given is a count recorded in the ledger; stock left out stays as it is.
 */
export async function replaceProduct(
  { db, orderReads }: Pick<AppDeps, 'db' | 'orderReads'>,
  id: number,
  input: ProductInput,
  actor: AuditActor,
  expectedVersion?: number,
): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const locked = await lockProductForEdit(trx, id);
    if (!locked) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
    const before = await loadProductDetail(trx, id);
    if (expectedVersion !== undefined && expectedVersion !== locked.version)
      throw new StaleEditError(before);
    const { image_url, ...values } = toValues(input);
    // A form sends back the first photo's URL as imageUrl: the URL given before stays for when no photo is left.
    const given = isServedPhotoUrl(image_url) ? {} : { image_url };
    // Absent keeps the "was" price while it is still above the new price (a client that never sends it).
    const compareAt =
      input.compare_at_price === undefined
        ? locked.compare_at_price_cents !== null &&
          locked.compare_at_price_cents > values.price_cents
          ? locked.compare_at_price_cents
          : null
        : input.compare_at_price === null
          ? null
          : toCents(input.compare_at_price);
    await updateProduct(
      trx,
      id,
      { ...values, ...given, ...statusValues(input), compare_at_price_cents: compareAt },
      now,
    );
    await saveVariants(trx, id, input.variants, now, orderReads.orderedVariantIds, actor);
    const hasSizes = (await findSellableVariantsOf(trx, [id])).length > 0;
    if (!hasSizes && input.inventory !== undefined)
      await applyStockMovement(trx, {
        productId: id,
        variantId: null,
        set: input.inventory,
        reason: 'count',
        actor,
        note: 'product form',
        at: now,
        versionBumped: true,
      });
    await saveCollections(trx, id, input.collections);
    const after = await loadProductDetail(trx, id);
    await recordAudit(
      trx,
      actor,
      {
        action: 'product.update',
        entity: 'product',
        entityId: id,
        changes: changedFields(auditSnapshot(before), auditSnapshot(after)),
      },
      now,
    );
    return after;
  });
}

/** Soft delete: the row stays so past order items keep their product_id (see docs/decisions/003). */
export async function deleteProduct({ db }: DbDeps, id: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const before = await findProductWithRatings(trx, id, STAFF);
    if (!before || !(await softDeleteProduct(trx, id, now)))
      throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
    await recordAudit(
      trx,
      actor,
      {
        action: 'product.delete',
        entity: 'product',
        entityId: id,
        changes: { deleted_at: [null, now] },
      },
      now,
    );
  });
}
