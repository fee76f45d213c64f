import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginBody } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../hooks/use-auth';

export function loginRequest(body: LoginBody): Promise<AuthResponse> {
  return api<AuthResponse>('/login', { method: 'POST', body });
}

/** Signs in through the auth provider (token stored, current user loaded). */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({ mutationFn: login });
}
