import type { Return } from '@mavazi/shared/returns.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminSession } from '../../../../lib/session-store';
import { returnKeys } from '../returns-keys';

/** GET /returns/{id} answers its owner or staff: the staff token goes with it. */
export function fetchReturn(id: number, signal?: AbortSignal): Promise<Return> {
  return api<Return>(`/returns/${id}`, { signal, session: adminSession });
}

export function useReturn(id: number) {
  return useQuery({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => fetchReturn(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
