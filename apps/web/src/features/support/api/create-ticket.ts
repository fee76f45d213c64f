import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketInput } from '@mavazi/shared/support.schemas';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function createTicket(body: TicketInput): Promise<Ticket> {
  return api<Ticket>('/support/ticket', { method: 'POST', body });
}

/** A new ticket goes to the top of the shopper's list. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.mineAll() }),
  });
}
