import type { AuthResponse } from '@mavazi/shared/auth.schemas';
import type { StaffAcceptBody } from '@mavazi/shared/staff.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function acceptInvite(body: StaffAcceptBody): Promise<AuthResponse> {
  return api<AuthResponse>('/admin/staff/accept', { method: 'POST', body });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
