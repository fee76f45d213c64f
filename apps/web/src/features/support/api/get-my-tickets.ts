import { LIMITS } from '@mavazi/shared/constants';
import type { Ticket } from '@mavazi/shared/support.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../lib/paged';
import { supportKeys } from './support-keys';

export function fetchMyTickets(offset: number, signal?: AbortSignal): Promise<Page<Ticket>> {
  return fetchPage<Ticket>(
    '/support/tickets',
    { limit: LIMITS.ticketsPageSize, offset },
    { signal },
  );
}

/** One page of the shopper's tickets, newest first; the previous page stays on screen while the next loads. */
export function useMyTickets(offset: number, enabled = true) {
  return useQuery({
    queryKey: supportKeys.mine(offset),
    queryFn: ({ signal }) => fetchMyTickets(offset, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
