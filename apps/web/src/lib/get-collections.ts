import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@mavazi/shared/catalog.schemas';
import { api } from './api-client';
import { collectionKeys } from './catalog-keys';

/** GET /collections: every collection by name with its number of products (first 100). */
export function fetchCollections(signal?: AbortSignal): Promise<Collection[]> {
  return api<Collection[]>('/collections?limit=100', { signal });
}

/** The shop's collections; they change seldom, so one read serves the menu, landing and shop pages. */
export function useCollections() {
  return useQuery({
    queryKey: collectionKeys.all,
    queryFn: ({ signal }) => fetchCollections(signal),
    staleTime: 5 * 60_000,
  });
}
