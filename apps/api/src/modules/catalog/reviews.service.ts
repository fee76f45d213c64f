import type { Review, ReviewInput } from '@mavazi/shared/catalog.schemas';
import { nowIso } from '../../db/database';
import type { AppDeps, DbDeps } from '../../lib/deps';
import { rule, takeAttempt } from '../auth/attempt-limiter';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { activeProductExists } from './catalog.repository';
import { toReview } from './catalog-dto';
import { PRODUCT_NOT_FOUND } from './catalog.service';
import { insertReview, listReviewsOfProduct } from './reviews.repository';

export async function reviewsOfProduct({ db }: DbDeps, productId: number): Promise<Review[]> {
  if (!(await activeProductExists(db, productId)))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  return (await listReviewsOfProduct(db, productId)).map(toReview);
}

export const TOO_MANY_REVIEWS = 'You have posted several reviews recently. Please try again later.';

/** The author is always the signed-in user's username; the comment is kept as typed (plain text). */
export async function submitReview(
  { db, limits }: Pick<AppDeps, 'db' | 'limits'>,
  productId: number,
  user: UserRow,
  input: ReviewInput,
): Promise<Review> {
  // Soft-deleted rows never go away, so the product_id stays valid even if a delete races this insert.
  if (!(await activeProductExists(db, productId)))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  await takeAttempt(
    db,
    [rule('review', 'account', String(user.id), limits.reviewsPerAccount)],
    TOO_MANY_REVIEWS,
  );
  const row = await insertReview(
    db,
    {
      product_id: productId,
      user_id: user.id,
      author: user.username,
      rating: input.rating,
      comment: input.comment,
    },
    nowIso(),
  );
  return toReview(row);
}
