import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductWithReviews } from '@mavazi/shared/catalog.schemas';
import { api } from './api-client';
import { productKeys } from './catalog-keys';

export function fetchProduct(productId: string, signal?: AbortSignal): Promise<ProductWithReviews> {
  return api<ProductWithReviews>(`/product/${encodeURIComponent(productId)}`, { signal });
}

export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: ({ signal }) => fetchProduct(productId, signal),
  });
}

export function useProduct(productId: string) {
  return useQuery(productQueryOptions(productId));
}
