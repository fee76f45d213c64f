import { LIMITS } from '@mavazi/shared/constants';
import type { Return } from '@mavazi/shared/returns.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { returnKeys } from '../returns-keys';

export const RETURNS_PAGE_SIZE = LIMITS.adminPageSize;

/** One page (1-based) of every return, newest first; `status` '' means every status. */
export function fetchReturns(status: string, page: number): Promise<Page<Return>> {
  return fetchPage<Return>('/admin/returns', { status, page, limit: RETURNS_PAGE_SIZE });
}

export function useReturns(status: string, page: number) {
  return useQuery({
    queryKey: returnKeys.page(status, page),
    queryFn: () => fetchReturns(status, page),
    placeholderData: keepPreviousData,
  });
}
