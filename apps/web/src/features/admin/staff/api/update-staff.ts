import type { StaffMember, StaffUpdateBody } from '@mavazi/shared/staff.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export function updateStaff({
  id,
  ...body
}: StaffUpdateBody & { id: number }): Promise<StaffMember> {
  return api<StaffMember>(`/admin/staff/${id}`, { method: 'PATCH', body });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: (member) =>
      queryClient.setQueryData<StaffMember[]>(adminKeys.staff(), (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      ),
  });
}
