import type { User } from '@mavazi/shared/auth.schemas';
import type { Permission } from '@mavazi/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { adminSession } from '../../../lib/session-store';
import { useSession } from '../../../hooks/use-session';
import { adminKeys } from '../admin-keys';
import { useAdminMe } from '../auth/api/get-admin-me';
import { useDashboard } from '../dashboard/api/get-dashboard';
import { AdminContext, type AdminState, type AdminStatus } from './admin-context';

/** Admin state: the admin session's token and user, and the dashboard counts once an admin is signed in. */
export function AdminProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { token, currentUser, start, end, logout } = useSession(adminSession);
  const user = token !== null ? (currentUser.data ?? null) : null;

  const adminMe = useAdminMe(token !== null && user?.is_admin === true);
  const me = token !== null ? (adminMe.data ?? null) : null;

  let status: AdminStatus;
  if (token === null) status = 'signed-out';
  else if (user && !user.is_admin) status = 'not-admin';
  else if (user && me) status = 'admin';
  else if (currentUser.isError || adminMe.isError) status = 'error';
  else status = 'checking';

  // Spec §4: the admin state loads the totals as soon as an admin is signed in; the dashboard reads that cache.
  useDashboard(status === 'admin');

  const can = useCallback(
    (permission: Permission) => me?.permissions.includes(permission) ?? false,
    [me],
  );

  const currentUserError = currentUser.error;
  useEffect(() => {
    if (!currentUserError) return;
    // toastId keeps one toast per failure even when effects run twice.
    toast.error(`Failed to fetch user: ${errorMessage(currentUserError)}`, {
      toastId: 'admin-current-user',
    });
    // A rejected token (expired or revoked) is useless: forget it so it is not sent again.
    if (isApiError(currentUserError) && currentUserError.status === 401) end();
  }, [currentUserError, end]);

  const signIn = useCallback(
    (nextToken: string, nextUser: User | undefined) => {
      queryClient.removeQueries({ queryKey: adminKeys.all });
      start(nextToken, nextUser);
    },
    [queryClient, start],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } finally {
      queryClient.removeQueries({ queryKey: adminKeys.all });
    }
  }, [logout, queryClient]);

  const value = useMemo<AdminState>(
    () => ({ status, user, me, can, signIn, signOut }),
    [status, user, me, can, signIn, signOut],
  );

  return <AdminContext value={value}>{children}</AdminContext>;
}
