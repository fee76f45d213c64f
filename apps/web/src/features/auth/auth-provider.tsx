import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { LoginBody, User } from '@mavazi/shared/auth.schemas';
import { errorMessage } from '../../lib/api-client';
import {
  clearAccessToken,
  getAccessToken,
  setAccessToken,
  subscribeAccessToken,
} from '../../lib/auth-token';
import { serverErrorOr } from '../../lib/error-text';
import { clearHeldShipping } from '../../lib/shipping-store';
import { currentUserQueryOptions } from './api/get-current-user';
import { loginRequest } from './api/login';
import { logoutRequest } from './api/logout';
import { AuthContext, type AuthContextValue, type AuthStatus } from './use-auth';

/**
 * Spec §4: the token lives in localStorage `access_token`; with a token the current user is fetched, and
 * only a record with an email counts as signed in. Anything else clears the session and goes to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeAccessToken, getAccessToken, getAccessToken);
  const currentUser = useQuery(currentUserQueryOptions(token));
  const [loggingOut, setLoggingOut] = useState(false);

  const user = token !== null && currentUser.data?.email ? currentUser.data : null;
  let failure: string | null = null;
  if (token !== null) {
    if (currentUser.error) failure = errorMessage(currentUser.error);
    else if (currentUser.data && !currentUser.data.email) failure = 'No user email in the response';
  }
  const status: AuthStatus = user
    ? 'authenticated'
    : token === null || failure !== null
      ? 'anonymous'
      : 'loading';

  useEffect(() => {
    if (failure === null) return;
    clearAccessToken();
    toast.error(`Fetching current user failed: ${failure}`);
    navigate('/login');
  }, [failure, navigate]);

  const login = useCallback(
    async (body: LoginBody): Promise<User> => {
      const { access_token } = await loginRequest(body);
      setAccessToken(access_token);
      return queryClient.fetchQuery(currentUserQueryOptions(access_token));
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutRequest();
    } catch (err) {
      // The server could not revoke the token; the session still ends here.
      toast.error(serverErrorOr(err, `Logout failed: ${errorMessage(err)}`));
    } finally {
      clearAccessToken();
      clearHeldShipping();
      queryClient.removeQueries({ queryKey: ['auth'] });
      queryClient.removeQueries({ queryKey: ['orders'] });
      setLoggingOut(false);
      navigate('/login');
    }
  }, [navigate, queryClient]);

  const updateUser = useCallback(
    (next: User) => {
      queryClient.setQueryData(currentUserQueryOptions(getAccessToken()).queryKey, next);
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, login, logout, loggingOut, updateUser }),
    [status, user, login, logout, loggingOut, updateUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
