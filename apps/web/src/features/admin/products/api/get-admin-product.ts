import type { ProductDetail } from '@mavazi/shared/catalog.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../catalog/api/get-products';

export function fetchAdminProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return api<ProductDetail>(`/admin/products/${id}`, { signal });
}

/** GET /admin/products/{id}: drafts and scheduled products too; under productKeys so every product write refreshes it. */
export function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...productKeys.all, 'admin', id] as const,
    queryFn: ({ signal }) => fetchAdminProduct(id, signal),
  });
}
