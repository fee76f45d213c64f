import type { User } from '@mavazi/shared/auth.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** One page of the read-only list of accounts. */
export function fetchUsers(offset: number): Promise<Page<User>> {
  return fetchPage<User>('/admin/users', { limit: LIMITS.adminPageSize, offset });
}

export function useUsers(offset: number) {
  return useQuery({
    queryKey: adminKeys.userPage(offset),
    queryFn: () => fetchUsers(offset),
    placeholderData: keepPreviousData,
  });
}
