import type { TicketThread } from '@mavazi/shared/support.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminSession } from '../../../../lib/session-store';
import { adminKeys } from '../../admin-keys';

/** The API reads a ticket for its owner or an admin on the same path; the admin's token goes with it. */
export function fetchTicket(id: number): Promise<TicketThread> {
  return api<TicketThread>(`/support/tickets/${id}`, { session: adminSession });
}

export function useTicket(id: number) {
  return useQuery({
    queryKey: adminKeys.ticket(id),
    queryFn: () => fetchTicket(id),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
