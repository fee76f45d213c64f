import type { StaffMember } from '@mavazi/shared/staff.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function fetchStaff(): Promise<StaffMember[]> {
  return api<StaffMember[]>('/admin/staff');
}

export function useStaff() {
  return useQuery({ queryKey: adminKeys.staff(), queryFn: fetchStaff });
}
