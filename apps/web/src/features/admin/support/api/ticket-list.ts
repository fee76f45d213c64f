import type { Ticket } from '@mavazi/shared/support.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const ticketListKey = ['admin', 'support-tickets'] as const;

/** The list answer was not an array (the spec's 'Unexpected data format'). */
export class UnexpectedDataFormatError extends Error {
  constructor() {
    super('Unexpected data format');
    this.name = 'UnexpectedDataFormatError';
  }
}

export async function fetchTickets(): Promise<Ticket[]> {
  const data = await api<unknown>('/admin/support/tickets');
  if (!Array.isArray(data)) throw new UnexpectedDataFormatError();
  return data as Ticket[];
}

/** GET /admin/support/tickets. */
export function useTicketList() {
  return useQuery({ queryKey: ticketListKey, queryFn: fetchTickets });
}
