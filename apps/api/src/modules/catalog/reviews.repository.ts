import type { Executor } from '../../db/database';
import type { ReviewRow } from '../../db/schema';

export interface NewReviewValues {
  product_id: number;
  user_id: number;
  author: string;
  rating: number;
  comment: string;
}

/** Newest first; the id breaks ties between reviews written in the same millisecond. */
export function listReviewsOfProduct(db: Executor, productId: number): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertReview(
  db: Executor,
  values: NewReviewValues,
  now: string,
): Promise<ReviewRow> {
  return db
    .insertInto('reviews')
    .values({ ...values, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
