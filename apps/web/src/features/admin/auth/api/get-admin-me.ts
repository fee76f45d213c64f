import type { AdminMe } from '@mavazi/shared/staff.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function fetchAdminMe(): Promise<AdminMe> {
  return api<AdminMe>('/admin/me');
}

/** The signed-in staff member's role and permissions: the menu, pages and buttons follow them. */
export function useAdminMe(enabled: boolean) {
  return useQuery({ queryKey: adminKeys.me(), queryFn: fetchAdminMe, enabled });
}
