import type { Refund } from '@mavazi/shared/returns.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { returnKeys } from '../returns-keys';

/** GET /admin/refunds?stale=true: M-Pesa refunds still waiting for Daraja's result (the follow-up list). */
export function fetchStaleRefunds(signal?: AbortSignal): Promise<Refund[]> {
  return api<Refund[]>('/admin/refunds?stale=true&limit=100', { signal });
}

export function useStaleRefunds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: returnKeys.staleRefunds(),
    queryFn: ({ signal }) => fetchStaleRefunds(signal),
    enabled,
  });
}
