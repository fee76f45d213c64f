import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@mavazi/shared/catalog.schemas';
import type { Category } from '@mavazi/shared/constants';
import { api } from '../../../lib/api-client';

export interface ProductFilters {
  category?: Category;
  /** Name contains (case-insensitive, matched by the server). */
  q?: string;
  limit?: number;
  /** Only products with this size in stock. */
  size?: string;
}

/** Every cached catalog read, shopper's and admin's alike: a product write refreshes them all. */
export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => [...productKeys.all, 'list', filters] as const,
  detail: (productId: string) => [...productKeys.all, 'detail', productId] as const,
};

export function fetchProducts(filters: ProductFilters, signal?: AbortSignal): Promise<Product[]> {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  const q = filters.q?.trim();
  if (q) params.set('q', q);
  if (filters.limit !== undefined) params.set('limit', String(filters.limit));
  if (filters.size) params.set('size', filters.size);
  const query = params.toString();
  return api<Product[]>(`/products${query ? `?${query}` : ''}`, { signal });
}

/** GET /products; the previous list stays on screen while a new filter loads. */
export function useProducts(filters: ProductFilters) {
  return useQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ signal }) => fetchProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
