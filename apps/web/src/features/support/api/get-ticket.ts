import type { TicketThread } from '@mavazi/shared/support.schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function fetchTicket(id: number, signal?: AbortSignal): Promise<TicketThread> {
  return api<TicketThread>(`/support/tickets/${id}`, { signal });
}

function ticketQueryOptions(id: number) {
  return queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => fetchTicket(id, signal),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** A ticket and its conversation. */
export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}

/** The ticket /support/tickets/:ticketId shows, asked for while its code loads. */
export async function prefetchTicket(client: QueryClient, id: number): Promise<void> {
  const options = ticketQueryOptions(id);
  if (options.enabled) await client.prefetchQuery(options);
}
