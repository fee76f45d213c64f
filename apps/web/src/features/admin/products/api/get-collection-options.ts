import type { AdminCollection } from '@mavazi/shared/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

/** GET /admin/collections (the first 100 by name): the choices of "Add to collection". */
export function useCollectionOptions(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.collections(),
    queryFn: () => api<AdminCollection[]>('/admin/collections?limit=100'),
    enabled,
  });
}
