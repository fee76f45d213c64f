import { useMutation } from '@tanstack/react-query';
import type { Ticket, TicketInput } from '@mavazi/shared/support.schemas';
import { api } from '../../../lib/api-client';

export function createTicket(body: TicketInput): Promise<Ticket> {
  return api<Ticket>('/support/ticket', { method: 'POST', body });
}

export function useCreateTicket() {
  return useMutation({ mutationFn: createTicket });
}
