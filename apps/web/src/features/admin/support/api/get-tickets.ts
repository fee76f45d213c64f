import { LIMITS } from '@mavazi/shared/constants';
import type { StaffTicket } from '@mavazi/shared/support.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

export async function fetchTickets(offset: number): Promise<Page<StaffTicket>> {
  const page = await fetchPage<StaffTicket>('/admin/support/tickets', {
    limit: LIMITS.adminPageSize,
    offset,
  });
  // The spec's 'Unexpected data format': the server answered, but not with a list.
  if (!Array.isArray(page.items))
    throw new ApiError(200, 'Unexpected data format', 'UNEXPECTED_RESPONSE');
  return page;
}

export function useTickets(offset: number) {
  return useQuery({
    queryKey: adminKeys.ticketPage(offset),
    queryFn: () => fetchTickets(offset),
    placeholderData: keepPreviousData,
  });
}
