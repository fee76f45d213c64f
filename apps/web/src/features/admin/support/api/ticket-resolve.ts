import type { Ticket } from '@mavazi/shared/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ticketListKey } from './ticket-list';

export function resolveTicket(id: number): Promise<{ message: string; ticket?: Ticket }> {
  return api<{ message: string; ticket?: Ticket }>(`/admin/support/ticket/${id}`, {
    method: 'PUT',
    body: { status: 'Resolved' },
  });
}

/** PUT /admin/support/ticket/{id} {status: 'Resolved'}; the card is updated in place. */
export function useResolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTicket,
    onSuccess: (response, id) => {
      queryClient.setQueryData<Ticket[]>(ticketListKey, (tickets) =>
        tickets?.map((ticket) =>
          ticket.id === id ? (response.ticket ?? { ...ticket, status: 'Resolved' }) : ticket,
        ),
      );
    },
  });
}
