import type { AdminSubscriber } from '@mavazi/shared/newsletter.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** One page of the newsletter addresses, newest first; `status` '' means every status. */
export function fetchSubscribers(status: string, offset: number): Promise<Page<AdminSubscriber>> {
  const limit = LIMITS.adminPageSize;
  return fetchPage<AdminSubscriber>('/admin/subscribers', {
    status,
    page: Math.floor(offset / limit) + 1,
    limit,
  });
}

export function useSubscribers(status: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.subscriberPage(status, offset),
    queryFn: () => fetchSubscribers(status, offset),
    placeholderData: keepPreviousData,
  });
}
