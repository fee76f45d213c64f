import type { StaffInviteBody, StaffMember } from '@mavazi/shared/staff.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function inviteStaff(body: StaffInviteBody): Promise<StaffMember> {
  return api<StaffMember>('/admin/staff', { method: 'POST', body });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() }),
  });
}
