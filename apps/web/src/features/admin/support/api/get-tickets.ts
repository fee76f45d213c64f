import type { Ticket } from '@mavazi/shared/support.schemas';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export async function fetchTickets(): Promise<Ticket[]> {
  const data = await api<unknown>('/admin/support/tickets');
  // The spec's 'Unexpected data format': the server answered, but not with a list.
  if (!Array.isArray(data))
    throw new ApiError(200, 'Unexpected data format', 'UNEXPECTED_RESPONSE');
  return data as Ticket[];
}

export function useTickets() {
  return useQuery({ queryKey: adminKeys.tickets(), queryFn: fetchTickets });
}
