import type { Return } from '@mavazi/shared/returns.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnKeys } from '../../../lib/returns-keys';

export function fetchReturn(id: number, signal?: AbortSignal): Promise<Return> {
  return api<Return>(`/returns/${id}`, { signal });
}

/** One of the shopper's returns with its lines and history. */
export function useReturn(id: number) {
  return useQuery({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => fetchReturn(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
