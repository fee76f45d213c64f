import type { UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import type { Review, ReviewInput } from '@mavazi/shared/catalog.schemas';
import { submitReview } from '../modules/catalog/reviews.service';
import { hasDeliveredOrderWith } from '../modules/orders/orders.repository';

/** A shopper's review, marked verified when one of their orders with the product was delivered. */
export function submitBuyerReview(
  deps: Pick<AppDeps, 'db' | 'limits'>,
  productId: number,
  user: UserRow,
  input: ReviewInput,
): Promise<Review> {
  return submitReview(deps, productId, user, input, hasDeliveredOrderWith);
}
