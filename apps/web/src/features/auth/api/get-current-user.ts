import { queryOptions } from '@tanstack/react-query';
import type { User } from '@mavazi/shared/auth.schemas';
import { api } from '../../../lib/api-client';

export function fetchCurrentUser(): Promise<User> {
  return api<User>('/current_user');
}

/** Keyed by token so a new login never reuses the previous user's answer. */
export function currentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['auth', 'current-user', token] as const,
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
