import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /me`: erases the account (orders' money figures are kept without the person). */
export function deleteAccount(password: string): Promise<{ message: string }> {
  return api<{ message: string }>('/me', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
