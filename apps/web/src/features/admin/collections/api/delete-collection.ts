import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { collectionKeys } from '../../../../lib/catalog-keys';
import { productKeys } from '../../../../lib/catalog-keys';
import { adminKeys } from '../../admin-keys';

export function deleteCollection(id: number): Promise<{ message: string }> {
  return api<{ message: string }>(`/admin/collections/${id}`, { method: 'DELETE' });
}

/** Then the collection lists and the products (which lose it) are read again. */
export function useDeleteCollection() {
  return useInvalidatingMutation(deleteCollection, [
    adminKeys.collections(),
    collectionKeys.all,
    productKeys.all,
  ]);
}
