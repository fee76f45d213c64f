import type {
  Product,
  ProductInput,
  ProductListQuery,
  ProductWithReviews,
} from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import { LIMITS } from '@mavazi/shared/constants';
import { nowIso, type Executor } from '../../db/database';
import type { AppDeps, DbDeps } from '../../lib/deps';
import type { AdminProduct } from '@mavazi/shared/catalog-ops.schemas';
import { HttpError, notFound } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import {
  countProducts,
  findProductWithRatings,
  insertProduct,
  listProducts,
  lockProductForEdit,
  softDeleteProduct,
  updateProduct,
  type NewProductValues,
  type ProductFilter,
} from './catalog.repository';
import { sortVariants, toProduct, toProductImage, toReview, toVariant } from './catalog-dto';
import { isServedPhotoUrl } from './image-store';
import { findImagesOfProduct } from './images.repository';
import { listReviewsOfProduct } from './reviews.repository';
import { findSellableVariantsOf, findSizesInStock } from './variants.repository';
import { applyStockMovement } from './stock.repository';
import { saveVariants } from './variants.service';

export const PRODUCT_NOT_FOUND = 'Product not found';

export interface ProductPage {
  items: Product[];
  /** All products matching the filter, ignoring limit and offset. */
  total: number;
}

/** Public catalog reads: from the replica when there is one (see AppDeps.readDb). */
type ReadDeps = Pick<AppDeps, 'readDb'>;

export async function browseProducts(
  { readDb: db }: ReadDeps,
  query: ProductListQuery,
): Promise<ProductPage> {
  const filter: ProductFilter = {
    category: query.category,
    contains: query.q || undefined,
    size: query.size,
    minPriceCents: query.min_price === undefined ? undefined : toCents(query.min_price),
    maxPriceCents: query.max_price === undefined ? undefined : toCents(query.max_price),
    inStock: query.in_stock,
  };
  const [rows, total] = await Promise.all([
    listProducts(db, filter, { limit: query.limit, offset: query.offset, sort: query.sort }),
    countProducts(db, filter),
  ]);
  // One more statement for the sizes of the whole page, never one per product.
  const sizes = new Map<number, string[]>();
  for (const { product_id, size } of await findSizesInStock(
    db,
    rows.map((r) => r.id),
  )) {
    sizes.set(product_id, [...(sizes.get(product_id) ?? []), size]);
  }
  return { items: rows.map((row) => toProduct(row, sizes.get(row.id))), total };
}

/** A product with its sellable variants (in size order), its photos (first one first) and its version. */
export async function loadProductDetail(db: Executor, id: number): Promise<AdminProduct> {
  const row = await findProductWithRatings(db, id);
  if (!row) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  const [variants, images] = await Promise.all([
    findSellableVariantsOf(db, [id]),
    findImagesOfProduct(db, id),
  ]);
  const sizes = variants.filter((v) => v.inventory > 0).map((v) => v.size);
  return {
    ...toProduct(row, sizes),
    variants: sortVariants(variants).map(toVariant),
    images: images.map(toProductImage),
    version: row.version,
  };
}

/** A product on sale as the list shows it, or null (unknown or deleted): the product page's link preview. */
export async function findProductOnSale(
  { readDb: db }: ReadDeps,
  id: number,
): Promise<Product | null> {
  const row = await findProductWithRatings(db, id);
  return row ? toProduct(row) : null;
}

export async function getProductWithReviews(
  { readDb: db }: ReadDeps,
  id: number,
): Promise<ProductWithReviews> {
  const detail = await loadProductDetail(db, id);
  // The newest page of reviews; rating_count tells how many there are in all.
  const reviews = await listReviewsOfProduct(db, id, { limit: LIMITS.reviewsPageSize, offset: 0 });
  return { ...detail, reviews: reviews.map(toReview) };
}

function toValues(input: ProductInput): NewProductValues {
  return {
    name: input.name,
    description: input.description,
    price_cents: toCents(input.price),
    image_url: input.imageUrl,
    category: input.category,
  };
}

/** What the audit log keeps of a product: the fields staff edit, sizes included. */
export function auditSnapshot(p: AdminProduct): Record<string, unknown> {
  return {
    name: p.name,
    description: p.description,
    price: p.price,
    imageUrl: p.imageUrl,
    category: p.category,
    inventory: p.inventory,
    variants: p.variants.map(
      (v) =>
        `${v.sku} ${v.size}${v.colour ? ` ${v.colour}` : ''}: ${v.inventory}${v.price === null ? '' : ` @ ${v.price}`}`,
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

/** Product, variant grid, stock movements and audit row in one transaction: a refused variant leaves nothing behind. */
export async function createProduct(
  { db }: DbDeps,
  input: ProductInput,
  actor: AuditActor,
): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await insertProduct(trx, toValues(input), now);
    if (input.variants && input.variants.length > 0)
      await saveVariants(trx, row.id, input.variants, now, actor);
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
  { db }: DbDeps,
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
    await updateProduct(trx, id, { ...values, ...given }, now);
    await saveVariants(trx, id, input.variants, now, actor);
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
    const before = await findProductWithRatings(trx, id);
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
