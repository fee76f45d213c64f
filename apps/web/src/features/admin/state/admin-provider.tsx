import type { User } from '@mavazi/shared/auth.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { currentUserKey, useCurrentUser } from '../auth/api/current-user';
import { useDashboardSummary } from '../dashboard/api/dashboard-summary';
import { clearAccessToken, setAccessToken } from '../../../lib/auth-token';
import { useAccessToken } from '../lib/token-store';
import { AdminContext, type AdminState, type AdminStatus } from './admin-context';

/** Admin state: token, the signed-in user and the dashboard counts, loaded whenever a token exists. */
export function AdminProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  const currentUser = useCurrentUser(token);
  const user = token !== null ? (currentUser.data ?? null) : null;

  let status: AdminStatus;
  if (token === null) status = 'signed-out';
  else if (user) status = user.is_admin ? 'admin' : 'not-admin';
  else if (currentUser.isError) status = 'error';
  else status = 'checking';

  const summary = useDashboardSummary(status === 'admin');

  const currentUserError = currentUser.error;
  useEffect(() => {
    if (currentUserError) {
      // toastId keeps one toast per failure even when effects run twice.
      toast.error(`Failed to fetch user: ${errorMessage(currentUserError)}`, {
        toastId: 'admin-current-user',
      });
    }
  }, [currentUserError]);

  const signIn = useCallback(
    (nextToken: string, nextUser: User | undefined) => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      if (nextUser) queryClient.setQueryData(currentUserKey, nextUser);
      setAccessToken(nextToken);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    clearAccessToken();
    queryClient.removeQueries({ queryKey: ['admin'] });
  }, [queryClient]);

  const value = useMemo<AdminState>(
    () => ({
      status,
      token,
      user,
      summary: status === 'admin' ? summary.data : undefined,
      summaryLoading: summary.isPending,
      summaryError: summary.error,
      signIn,
      signOut,
    }),
    [status, token, user, summary.data, summary.isPending, summary.error, signIn, signOut],
  );

  return <AdminContext value={value}>{children}</AdminContext>;
}
