import type { User } from '@mavazi/shared/auth.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionToken, type SessionStore } from '../lib/session-store';
import { authKeys } from '../lib/auth-keys';
import { currentUserQueryOptions } from '../lib/get-current-user';
import { logoutRequest } from '../lib/logout';

/**
 * One audience's session (the shop's or the admin area's): its token, the current user read with it, and
 * starting or ending it. The shop's and the admin's providers build on this; each decides who counts as signed in.
 */
export function useSession(session: SessionStore) {
  const queryClient = useQueryClient();
  const token = useSessionToken(session);
  const currentUser = useQuery(currentUserQueryOptions(session, token));

  /** Keeps a fresh token, and the user the sign-in answered with when there is one. */
  const start = useCallback(
    (nextToken: string, user?: User) => {
      queryClient.removeQueries({ queryKey: authKeys.session(session) });
      if (user) queryClient.setQueryData(authKeys.currentUser(session, nextToken), user);
      session.set(nextToken);
    },
    [queryClient, session],
  );

  /** Forgets the session here: its token and its cached user. */
  const end = useCallback(() => {
    session.clear();
    queryClient.removeQueries({ queryKey: authKeys.session(session) });
  }, [queryClient, session]);

  /** Revokes the token on the server, then ends the session here whatever the answer; rethrows a refusal. */
  const logout = useCallback(async () => {
    try {
      if (session.get()) await logoutRequest(session);
    } finally {
      end();
    }
  }, [end, session]);

  return { token, currentUser, start, end, logout };
}
