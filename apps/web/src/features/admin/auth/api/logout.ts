import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export function logout(): Promise<{ message: string }> {
  return api<{ message: string }>('/logout', { method: 'DELETE' });
}

/** DELETE /logout: the server revokes the token. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
