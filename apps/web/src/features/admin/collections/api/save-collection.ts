import type { AdminCollection, CollectionInput } from '@mavazi/shared/catalog.schemas';
import { useInvalidatingMutation } from '../../../../hooks/use-invalidating-mutation';
import { api } from '../../../../lib/api-client';
import { collectionKeys } from '../../../../lib/catalog-keys';
import { productKeys } from '../../../../lib/catalog-keys';
import { adminKeys } from '../../admin-keys';

/** POST /admin/collections (no id) or PUT /admin/collections/{id}. */
export function saveCollection({
  id,
  input,
}: {
  id: number | null;
  input: CollectionInput;
}): Promise<AdminCollection> {
  return id === null
    ? api<AdminCollection>('/admin/collections', { method: 'POST', body: input })
    : api<AdminCollection>(`/admin/collections/${id}`, { method: 'PUT', body: input });
}

/** Then the admin's and the shop's collection lists are read again. */
export function useSaveCollection() {
  return useInvalidatingMutation(saveCollection, [
    adminKeys.collections(),
    collectionKeys.all,
    productKeys.all,
  ]);
}
