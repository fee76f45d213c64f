import { categorySchema, type Product, type Review } from '@mavazi/shared/catalog.schemas';
import { fromCents } from '@mavazi/shared/money';
import type { ProductRow, ReviewRow } from '../../db/schema';
import type { ProductWithRatingRow } from './catalog.repository';

/** Average to one decimal from integer totals, so both dialects round the same way. */
export function ratingAverage(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sum * 10) / count) / 10;
}

export function toProduct(row: ProductWithRatingRow | ProductRow): Product {
  // PostgreSQL returns count() and sum() as strings (bigint); SQLite as numbers.
  const count = 'rating_count' in row ? Number(row.rating_count ?? 0) : 0;
  const sum = 'rating_sum' in row ? Number(row.rating_sum ?? 0) : 0;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: fromCents(row.price_cents),
    imageUrl: row.image_url,
    category: categorySchema.parse(row.category),
    inventory: row.inventory,
    rating_average: ratingAverage(sum, count),
    rating_count: count,
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    product_id: row.product_id,
    author: row.author,
    rating: row.rating,
    comment: row.comment,
    verified_purchase: row.verified_purchase === 1,
    created_at: row.created_at,
  };
}
