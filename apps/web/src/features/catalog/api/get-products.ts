import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@mavazi/shared/catalog.schemas';
import type { Category } from '@mavazi/shared/constants';
import { api } from '../../../lib/api-client';

export interface ProductFilters {
  category?: Category;
  q?: string;
}

export function fetchProducts(filters: ProductFilters, signal?: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  const query = params.toString();
  return api<Product[]>(`/products${query ? `?${query}` : ''}`, { signal });
}

export function productsQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: ['products', 'list', filters.category ?? '', filters.q ?? ''] as const,
    queryFn: ({ signal }) => fetchProducts(filters, signal),
  });
}

/** Keeps the previous list on screen while a new filter loads. */
export function useProducts(filters: ProductFilters) {
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
