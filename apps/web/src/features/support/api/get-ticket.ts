import type { TicketThread } from '@mavazi/shared/support.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function fetchTicket(id: number, signal?: AbortSignal): Promise<TicketThread> {
  return api<TicketThread>(`/support/tickets/${id}`, { signal });
}

/** A ticket and its conversation. */
export function useTicket(id: number) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => fetchTicket(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
