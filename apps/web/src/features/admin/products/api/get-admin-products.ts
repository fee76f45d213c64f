import type { AdminProductListItem } from '@mavazi/shared/catalog-ops.schemas';
import type { Category } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../catalog/api/get-products';

export interface AdminProductFilters {
  category?: Category;
  q?: string;
}

export function getAdminProducts(
  filters: AdminProductFilters,
  signal?: AbortSignal,
): Promise<AdminProductListItem[]> {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.q) params.set('q', filters.q);
  const query = params.toString();
  return api<AdminProductListItem[]>(`/admin/products${query ? `?${query}` : ''}`, { signal });
}

/** GET /admin/products: drafts and scheduled products too; under productKeys so every product write refreshes it. */
export function useAdminProducts(filters: AdminProductFilters) {
  return useQuery({
    queryKey: [...productKeys.all, 'admin-list', filters] as const,
    queryFn: ({ signal }) => getAdminProducts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
