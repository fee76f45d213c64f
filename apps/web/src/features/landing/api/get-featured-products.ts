import { useQuery } from '@tanstack/react-query';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { api } from '../../../lib/api-client';

export const FEATURED_COUNT = 5;

export function fetchFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return api<Product[]>(`/products?limit=${FEATURED_COUNT}`, { signal });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: ['products', 'featured'] as const,
    queryFn: ({ signal }) => fetchFeaturedProducts(signal),
  });
}
