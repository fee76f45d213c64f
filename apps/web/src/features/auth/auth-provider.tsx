import { chooseLanguage } from '../../hooks/use-language';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { LoginBody, User } from '@mavazi/shared/auth.schemas';
import { errorMessage, isApiError } from '../../lib/api-client';
import { serverErrorOr } from '../../lib/error-text';
import { clearPersonalQueries } from '../../lib/session-cache';
import { shopperSession } from '../../lib/session-store';
import { authKeys } from '../../lib/auth-keys';
import { currentUserQueryOptions, isSignedInShopper } from '../../lib/get-current-user';
import { loginRequest } from './api/login';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../hooks/use-auth';
import { useSession } from '../../hooks/use-session';

/**
 * Spec §4: the token lives in localStorage `access_token`; with a token the current user is fetched, and
 * only a record with an email counts as signed in. Anything else clears the session and goes to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token, currentUser, start, end, logout: endSession } = useSession(shopperSession);
  const [loggingOut, setLoggingOut] = useState(false);

  const user = token !== null && isSignedInShopper(currentUser.data) ? currentUser.data : null;
  let failure: string | null = null;
  // No answer at all (offline): the session is kept and the check runs again when the connection is back.
  const unreachable = isApiError(currentUser.error, 'NETWORK_ERROR');
  if (token !== null && !unreachable) {
    if (currentUser.error) failure = errorMessage(currentUser.error);
    else if (currentUser.data && !isSignedInShopper(currentUser.data))
      failure = 'No user email in the response';
  }
  const status: AuthStatus = user
    ? 'authenticated'
    : token === null || failure !== null || unreachable
      ? 'anonymous'
      : 'loading';

  useEffect(() => {
    if (failure === null) return;
    end();
    toast.error(`Fetching current user failed: ${failure}`);
    navigate('/login');
  }, [failure, end, navigate]);

  const login = useCallback(
    async (body: LoginBody): Promise<User> => {
      const { access_token } = await loginRequest(body);
      start(access_token);
      const user = await queryClient.fetchQuery(
        currentUserQueryOptions(shopperSession, access_token),
      );
      // The account's language wins at sign-in: mails and texts already follow it.
      await chooseLanguage(user.language);
      return user;
    },
    [queryClient, start],
  );

  const forget = useCallback(() => {
    end();
    // The held address's store (and the zod check of it) loads only here and at checkout.
    void import('../../lib/shipping-store').then((held) => held.clearHeldShipping());
    clearPersonalQueries(queryClient);
  }, [end, queryClient]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await endSession();
    } catch (err) {
      // The server could not revoke the token; the session still ends here.
      toast.error(serverErrorOr(err, `Logout failed: ${errorMessage(err)}`));
    } finally {
      forget();
      setLoggingOut(false);
      navigate('/login');
    }
  }, [endSession, forget, navigate]);

  const updateUser = useCallback(
    (next: User) => {
      queryClient.setQueryData(authKeys.currentUser(shopperSession, shopperSession.get()), next);
    },
    [queryClient],
  );

  const replaceToken = useCallback(
    (accessToken: string) => start(accessToken, user ?? undefined),
    [start, user],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, logout, forget, loggingOut, updateUser, replaceToken }),
    [status, user, login, logout, forget, loggingOut, updateUser, replaceToken],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
