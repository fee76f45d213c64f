import type { ChangePasswordBody, PasswordChangedResponse } from '@mavazi/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function changeAdminPassword(body: ChangePasswordBody): Promise<PasswordChangedResponse> {
  return api<PasswordChangedResponse>('/admin/me/password', { method: 'POST', body });
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
