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
import type { AppDeps, DbDeps } from '../../lib/deps';
import { notFound } from '../../lib/http-error';
import {
  countProducts,
  findProductWithRatings,
  insertProduct,
  listProducts,
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

/** A product with its sellable variants (in size order) and its photos (first one first). */
async function loadProductDetail(db: Executor, id: number): Promise<ProductDetail> {
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
    inventory: input.inventory,
  };
}

/** Product and variant grid in one transaction: a refused variant leaves no product behind. */
export async function createProduct({ db }: DbDeps, input: ProductInput): Promise<ProductDetail> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await insertProduct(trx, toValues(input), now);
    if (input.variants) await saveVariants(trx, row.id, input.variants, now);
    return loadProductDetail(trx, row.id);
  });
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
    const given = isServedPhotoUrl(image_url) ? {} : { image_url };
    // The product row is written (and so locked) before its variants, as checkout does.
    if (!(await updateProduct(trx, id, { ...values, ...given }, now)))
      throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
    await saveVariants(trx, id, input.variants, now);
    return loadProductDetail(trx, id);
  });
}

/** Soft delete: the row stays so past order items keep their product_id (see docs/decisions/003). */
export async function deleteProduct({ db }: DbDeps, id: number): Promise<void> {
  if (!(await softDeleteProduct(db, id, nowIso())))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
}
