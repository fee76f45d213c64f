import type { StaffTicket, Ticket, TicketThread } from '@mavazi/shared/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

export function resolveTicket(id: number): Promise<{ message: string; ticket?: Ticket }> {
  return api<{ message: string; ticket?: Ticket }>(`/admin/support/ticket/${id}`, {
    method: 'PUT',
    body: { status: 'Resolved' },
  });
}

/** The card and the open conversation are updated in place (the API mails the shopper). */
export function useResolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTicket,
    onSuccess: (response, id) => {
      const resolve = <T extends StaffTicket>(ticket: T): T =>
        ticket.id === id ? { ...ticket, ...response.ticket, status: 'Resolved' } : ticket;
      queryClient.setQueriesData<Page<StaffTicket>>(
        { queryKey: adminKeys.ticketPages() },
        (page) => page && { ...page, items: page.items.map(resolve) },
      );
      queryClient.setQueryData<TicketThread>(adminKeys.ticket(id), (t) => t && resolve(t));
    },
  });
}
