import type { Review, ReviewInput } from '@mavazi/shared/catalog.schemas';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { rule, takeAttempt } from '../limits/attempt-limiter';
import type { Executor } from '../../db/database';
import { activeProductExists, refreshRatingTotals } from './catalog.repository';
import { toReview } from './catalog-dto';
import { PRODUCT_NOT_FOUND } from './catalog.service';
import { countReviewsOfProduct, listReviewsOfProduct, upsertReview } from './reviews.repository';

export interface ReviewPage {
  items: Review[];
  total: number;
}

export async function reviewsOfProduct(
  { readDb: db }: Pick<AppDeps, 'readDb'>,
  productId: number,
  page: PageQuery,
): Promise<ReviewPage> {
  if (!(await activeProductExists(db, productId, {})))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  const [rows, total] = await Promise.all([
    listReviewsOfProduct(db, productId, page),
    countReviewsOfProduct(db, productId),
  ]);
  return { items: rows.map(toReview), total };
}

export const TOO_MANY_REVIEWS = 'You have posted several reviews recently. Please try again later.';

/**
 * One review per shopper and product: posting again replaces it. The author is always the signed-in
 * user's username; the comment is kept as typed (plain text).
 */
export async function submitReview(
  { db, limits }: Pick<AppDeps, 'db' | 'limits'>,
  productId: number,
  user: UserRow,
  input: ReviewInput,
  // Whether the shopper received the product is the orders module's to say; the flow passes it in.
  hasDeliveredOrderWith: (db: Executor, userId: number, productId: number) => Promise<boolean>,
): Promise<Review> {
  // Soft-deleted rows never go away, so the product_id stays valid even if a delete races this write.
  if (!(await activeProductExists(db, productId, {})))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  await takeAttempt(
    db,
    [rule('review', 'account', String(user.id), limits.reviewsPerAccount)],
    TOO_MANY_REVIEWS,
  );
  const verified = await hasDeliveredOrderWith(db, user.id, productId);
  // The product's review totals change with the review, in one transaction.
  const row = await db.transaction().execute(async (trx) => {
    const saved = await upsertReview(
      trx,
      {
        product_id: productId,
        user_id: user.id,
        author: user.username,
        rating: input.rating,
        comment: input.comment,
        verified_purchase: verified ? 1 : 0,
      },
      nowIso(),
    );
    await refreshRatingTotals(trx, productId);
    return saved;
  });
  return toReview(row);
}
