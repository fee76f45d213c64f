import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, PasswordChangedResponse } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

/** Every other session of the account ends; this one goes on with the token in the answer. */
export function changePassword(body: ChangePasswordBody): Promise<PasswordChangedResponse> {
  return api<PasswordChangedResponse>('/account/password', { method: 'PUT', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
