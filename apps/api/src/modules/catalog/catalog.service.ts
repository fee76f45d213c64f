import type {
  Product,
  ProductInput,
  ProductListQuery,
  ProductWithReviews,
} from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import { LIMITS } from '@mavazi/shared/constants';
import { nowIso } from '../../db/database';
import type { DbDeps } from '../../lib/deps';
import { notFound } from '../../lib/http-error';
import {
  countProducts,
  findProductWithRatings,
  insertProduct,
  listProducts,
  softDeleteProduct,
  updateProduct,
  type NewProductValues,
} from './catalog.repository';
import { toProduct, toReview } from './catalog-dto';
import { listReviewsOfProduct } from './reviews.repository';

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
  const filter = { category: query.category, nameContains: query.q || undefined };
  const [rows, total] = await Promise.all([
    listProducts(db, filter, { limit: query.limit, offset: query.offset }),
    countProducts(db, filter),
  ]);
  return { items: rows.map(toProduct), total };
}

export async function getProductWithReviews(
  { db }: DbDeps,
  id: number,
): Promise<ProductWithReviews> {
  const row = await findProductWithRatings(db, id);
  if (!row) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  // The newest page of reviews; rating_count tells how many there are in all.
  const reviews = await listReviewsOfProduct(db, id, { limit: LIMITS.reviewsPageSize, offset: 0 });
  return { ...toProduct(row), reviews: reviews.map(toReview) };
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

export async function createProduct({ db }: DbDeps, input: ProductInput): Promise<Product> {
  const row = await insertProduct(db, toValues(input), nowIso());
  return toProduct(row);
}

export async function replaceProduct(
  { db }: DbDeps,
  id: number,
  input: ProductInput,
): Promise<Product> {
  // One transaction so the answer is the row this update wrote, with its current review totals.
  return db.transaction().execute(async (trx) => {
    const updated = await updateProduct(trx, id, toValues(input), nowIso());
    const row = updated ? await findProductWithRatings(trx, id) : undefined;
    if (!row) throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
    return toProduct(row);
  });
}

/** Soft delete: the row stays so past order items keep their product_id (see docs/decisions/003). */
export async function deleteProduct({ db }: DbDeps, id: number): Promise<void> {
  if (!(await softDeleteProduct(db, id, nowIso())))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
}
