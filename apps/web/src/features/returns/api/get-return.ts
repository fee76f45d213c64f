import type { Return } from '@mavazi/shared/returns.schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnKeys } from '../../../lib/returns-keys';

export function fetchReturn(id: number, signal?: AbortSignal): Promise<Return> {
  return api<Return>(`/returns/${id}`, { signal });
}

function returnQueryOptions(id: number) {
  return queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => fetchReturn(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** One of the shopper's returns with its lines and history. */
export function useReturn(id: number) {
  return useQuery(returnQueryOptions(id));
}

/** The return /returns/:returnId shows, asked for while its code loads. */
export async function prefetchReturn(client: QueryClient, id: number): Promise<void> {
  const options = returnQueryOptions(id);
  if (options.enabled) await client.prefetchQuery(options);
}
