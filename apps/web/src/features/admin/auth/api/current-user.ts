import type { User } from '@mavazi/shared/auth.schemas';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client';
import { clearAccessToken } from '../../../../lib/auth-token';

export const currentUserKey = ['admin', 'current-user'] as const;

export async function fetchCurrentUser(): Promise<User> {
  try {
    return await api<User>('/current_user');
  } catch (err) {
    // A rejected token (expired or revoked) is useless everywhere: forget it so it is not retried.
    if (err instanceof ApiError && err.status === 401) clearAccessToken();
    throw err;
  }
}

/** GET /current_user, only while a token exists. */
export function useCurrentUser(token: string | null) {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
