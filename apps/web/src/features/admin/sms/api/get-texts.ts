import type { AdminSms } from '@mavazi/shared/sms.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** One page of the texts, newest first; `status` '' means every status. */
export function fetchTexts(status: string, offset: number): Promise<Page<AdminSms>> {
  const limit = LIMITS.adminPageSize;
  return fetchPage<AdminSms>('/admin/sms', {
    status,
    page: Math.floor(offset / limit) + 1,
    limit,
  });
}

export function useTexts(status: string, offset: number) {
  return useQuery({
    queryKey: adminKeys.textPage(status, offset),
    queryFn: () => fetchTexts(status, offset),
    placeholderData: keepPreviousData,
  });
}
