import type {
  Product,
  ProductDetail,
  ProductInput,
  ProductListQuery,
  ProductWithReviews,
} from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import { LIMITS } from '@mavazi/shared/constants';
import { nowIso, type Executor } from '../../db/database';
import type { DbDeps } from '../../lib/deps';
import { badRequest, notFound } from '../../lib/http-error';
import {
  countProducts,
  findProductRow,
  findProductWithRatings,
  insertProduct,
  listProducts,
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
import { PRODUCT_IMAGES_PATH } from './image-store';
import { findImagesOfProduct } from './images.repository';
import { listReviewsOfProduct } from './reviews.repository';
import { findSellableVariantsOf, findSizesInStock } from './variants.repository';
import { saveVariants } from './variants.service';

export const PRODUCT_NOT_FOUND = 'Product not found';

export interface ProductPage {
  items: Product[];
  /** All products matching the filter, ignoring limit and offset. */
  total: number;
}

export async function browseProducts(
  { db }: DbDeps,
  query: ProductListQuery,
): Promise<ProductPage> {
  const filter: ProductFilter = {
    category: query.category,
    contains: query.q || undefined,
    size: query.size,
    minPriceCents: query.min_price === undefined ? undefined : toCents(query.min_price),
    maxPriceCents: query.max_price === undefined ? undefined : toCents(query.max_price),
    inStock: query.in_stock,
    onSale: query.on_sale,
    collection: query.collection,
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

/**
 * How long a shopper answer computed now may be kept: until the next scheduled product goes on sale
 * (undefined: no such product), so the read cache never shows a list from before a publication.
 */
export async function shopperAnswerLifetimeMs({ db }: DbDeps): Promise<number | undefined> {
  const now = nowIso();
  const next = await nextPublishAt(db, now);
  return next === null ? undefined : Math.max(0, Date.parse(next) - Date.parse(now));
}

/** A product with its sellable variants (in size order) and its photos (first one first). */
async function loadProductDetail(
  db: Executor,
  id: number,
  audience: Audience,
): Promise<ProductDetail> {
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
  };
}

/** A product shoppers may see, as the list shows it, or null: the product page's link preview. */
export async function findProductOnSale({ db }: DbDeps, id: number): Promise<Product | null> {
  const row = await findProductWithRatings(db, id, {});
  return row ? toProduct(row) : null;
}

export async function getProductWithReviews(
  { db }: DbDeps,
  id: number,
): Promise<ProductWithReviews> {
  const detail = await loadProductDetail(db, id, {});
  // The newest page of reviews; rating_count tells how many there are in all.
  const reviews = await listReviewsOfProduct(db, id, { limit: LIMITS.reviewsPageSize, offset: 0 });
  return { ...detail, reviews: reviews.map(toReview) };
}

const STAFF: Audience = { staff: true };

function toValues(input: ProductInput): NewProductValues {
  return {
    name: input.name,
    description: input.description,
    price_cents: toCents(input.price),
    image_url: input.imageUrl ?? '',
    category: input.category,
    inventory: input.inventory,
  };
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

/** Product and variant grid in one transaction: a refused variant leaves no product behind. */
export async function createProduct({ db }: DbDeps, input: ProductInput): Promise<ProductDetail> {
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
    if (input.variants) await saveVariants(trx, row.id, input.variants, now);
    await saveCollections(trx, row.id, input.collections);
    return loadProductDetail(trx, row.id, STAFF);
  });
}

/** Staff's view of one product (drafts and scheduled ones too). */
export async function getProductForStaff({ db }: DbDeps, id: number): Promise<ProductDetail> {
  return loadProductDetail(db, id, STAFF);
}

export async function replaceProduct(
  { db }: DbDeps,
  id: number,
  input: ProductInput,
): Promise<ProductDetail> {
  // One transaction so the answer is the row this update wrote, with its current review totals.
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { image_url, ...values } = toValues(input);
    // A form sends back the first photo's URL as imageUrl: the URL given before stays for when no photo is left.
    const given = image_url.startsWith(`${PRODUCT_IMAGES_PATH}/`) ? {} : { image_url };
    const before = await findProductRow(trx, id);
    if (!before) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
    // Absent keeps the "was" price while it is still above the new price (a client that never sends it).
    const compareAt =
      input.compare_at_price === undefined
        ? before.compare_at_price_cents !== null &&
          before.compare_at_price_cents > values.price_cents
          ? before.compare_at_price_cents
          : null
        : input.compare_at_price === null
          ? null
          : toCents(input.compare_at_price);
    // The product row is written (and so locked) before its variants, as checkout does.
    const changed = {
      ...values,
      ...given,
      ...statusValues(input),
      compare_at_price_cents: compareAt,
    };
    if (!(await updateProduct(trx, id, changed, now)))
      throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
    await saveVariants(trx, id, input.variants, now);
    await saveCollections(trx, id, input.collections);
    return loadProductDetail(trx, id, STAFF);
  });
}

/** Soft delete: the row stays so past order items keep their product_id (see docs/decisions/003). */
export async function deleteProduct({ db }: DbDeps, id: number): Promise<void> {
  if (!(await softDeleteProduct(db, id, nowIso())))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
}
