import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, User } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

/** The sign-up body: a real name, and a username the shop derives from it when none is given. */
export type SignUpBody = Omit<RegisterBody, 'username'> & { name: string; username?: string };

/** The body never carries is_admin: the flag is not the shopper's to set. */
export function registerRequest(body: SignUpBody): Promise<{ message: string; user: User }> {
  return api<{ message: string; user: User }>('/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: registerRequest });
}
