import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@mavazi/shared/catalog.schemas';
import { api } from '../../../lib/api-client';

export function createReview(
  productId: string,
  body: ReviewInput,
): Promise<{ message: string; review: Review }> {
  return api<{ message: string; review: Review }>(
    `/product/${encodeURIComponent(productId)}/reviews`,
    {
      method: 'POST',
      body,
    },
  );
}

/** Posting a review changes the product's average too, so every product query is refreshed. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => createReview(productId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
