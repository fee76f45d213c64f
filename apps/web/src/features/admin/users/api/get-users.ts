import type { AdminUser } from '@mavazi/shared/staff.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

/** One page of the read-only list of accounts. */
export function fetchUsers(offset: number): Promise<Page<AdminUser>> {
  return fetchPage<AdminUser>('/admin/users', { limit: LIMITS.adminPageSize, offset });
}

export function useUsers(offset: number) {
  return useQuery({
    queryKey: adminKeys.userPage(offset),
    queryFn: () => fetchUsers(offset),
    placeholderData: keepPreviousData,
  });
}
