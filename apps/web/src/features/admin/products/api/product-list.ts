import type { Product } from '@mavazi/shared/catalog.schemas';
import type { Category } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export interface ProductFilters {
  /** '' = all categories. */
  category: Category | '';
  /** Name contains (case-insensitive, matched by the server). */
  q: string;
}

export const productListBaseKey = ['admin', 'products'] as const;

export function productListKey(filters: ProductFilters) {
  return [...productListBaseKey, filters] as const;
}

export function fetchProducts(
  { category, q }: ProductFilters,
  signal?: AbortSignal,
): Promise<Product[]> {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (q.trim()) params.set('q', q.trim());
  const query = params.toString();
  return api<Product[]>(`/products${query ? `?${query}` : ''}`, { signal });
}

/** GET /products?category=&q= (the whole matching catalog). */
export function useProductList(filters: ProductFilters) {
  return useQuery({
    queryKey: productListKey(filters),
    queryFn: ({ signal }) => fetchProducts(filters, signal),
    // Keep the table on screen while a new filter loads.
    placeholderData: keepPreviousData,
  });
}
