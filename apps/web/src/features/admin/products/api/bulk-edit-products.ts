import type { BulkInput } from '@mavazi/shared/catalog-ops.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../../lib/catalog-keys';

export function bulkEditProducts(input: BulkInput): Promise<{ updated: number }> {
  return api<{ updated: number }>('/admin/products/bulk', { method: 'POST', body: input });
}

/** POST /admin/products/bulk, then the product lists are read again. */
export function useBulkEditProducts() {
  return useInvalidatingMutation(bulkEditProducts, [productKeys.all]);
}
