import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { User } from '@mavazi/shared/auth.schemas';
import { api } from './api-client';
import { shopperSession, type SessionStore } from './session-store';
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

/** Spec §4: only a current-user record with an email counts as a signed-in shopper. */
export function isSignedInShopper(user: User | null | undefined): user is User {
  return Boolean(user?.email);
}

/**
 * Runs `then` (if given) once the stored shopper token has been checked and names a signed-in shopper (the check the shop's
 * session makes anyway, shared through the cache). A refused token is left to that check alone, which shows the
 * spec's message before it clears the session.
 */
export async function whenShopperSignedIn(
  client: QueryClient,
  then: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const token = shopperSession.get();
  if (token === null) return;
  const user = await client
    .fetchQuery(currentUserQueryOptions(shopperSession, token))
    .catch(() => null);
  if (isSignedInShopper(user) && shopperSession.get() === token) await then();
}
