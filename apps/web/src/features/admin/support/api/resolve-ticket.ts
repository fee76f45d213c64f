import type { Ticket } from '@mavazi/shared/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function resolveTicket(id: number): Promise<{ message: string; ticket?: Ticket }> {
  return api<{ message: string; ticket?: Ticket }>(`/admin/support/ticket/${id}`, {
    method: 'PUT',
    body: { status: 'Resolved' },
  });
}

/** The card is updated in place. */
export function useResolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTicket,
    onSuccess: (response, id) => {
      queryClient.setQueryData<Ticket[]>(adminKeys.tickets(), (tickets) =>
        tickets?.map((ticket) =>
          ticket.id === id ? (response.ticket ?? { ...ticket, status: 'Resolved' }) : ticket,
        ),
      );
    },
  });
}
