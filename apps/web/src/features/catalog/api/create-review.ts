import type { Review, ReviewInput } from '@mavazi/shared/catalog.schemas';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';

export function createReview(
  productId: string,
  body: ReviewInput,
): Promise<{ message: string; review: Review }> {
  return api<{ message: string; review: Review }>(
    `/product/${encodeURIComponent(productId)}/reviews`,
    { method: 'POST', body },
  );
}

/** Posting a review changes the product's average too, so every product query is refreshed. */
export function useCreateReview(productId: string) {
  return useInvalidatingMutation(
    (body: ReviewInput) => createReview(productId, body),
    [productKeys.all],
  );
}
