import { queryOptions } from '@tanstack/react-query';
import type { User } from '@mavazi/shared/auth.schemas';
import { api } from './api-client';
import type { SessionStore } from './session-store';
import { authKeys } from './auth-keys';

/** Cached reads that belong to one audience's session, so ending it forgets exactly them. */
export function fetchCurrentUser(session: SessionStore): Promise<User> {
  return api<User>('/current_user', { session });
}

export function currentUserQueryOptions(session: SessionStore, token: string | null) {
  return queryOptions({
    queryKey: authKeys.currentUser(session, token),
    queryFn: () => fetchCurrentUser(session),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
