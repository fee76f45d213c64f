import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { productKeys } from '../../../../lib/catalog-keys';
import { adminKeys } from '../../admin-keys';

export function deleteProduct(id: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/products/${id}`, { method: 'DELETE' });
}

/** Then the product lists and the totals are read again. */
export function useDeleteProduct() {
  return useInvalidatingMutation(deleteProduct, [productKeys.all, adminKeys.dashboard()]);
}
