import type { AdminCollection } from '@mavazi/shared/catalog.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

/** The first 100 collections by name: a shop keeps a handful. */
export function fetchAdminCollections(): Promise<AdminCollection[]> {
  return api<AdminCollection[]>('/admin/collections?limit=100');
}

export function useAdminCollections() {
  return useQuery({ queryKey: adminKeys.collections(), queryFn: fetchAdminCollections });
}
