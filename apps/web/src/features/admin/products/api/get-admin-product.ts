import type { AdminProduct } from '@mavazi/shared/catalog-ops.schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { catalogOpsKeys } from './catalog-ops-keys';

export function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProduct> {
  return api<AdminProduct>(`/admin/products/${id}`, { signal });
}

/** GET /admin/products/{id}: drafts and scheduled products too, with the version its next save names. */
export function adminProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: catalogOpsKeys.product(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
    // The form must start from the product as it is now, never a cached copy.
    staleTime: 0,
  });
}
