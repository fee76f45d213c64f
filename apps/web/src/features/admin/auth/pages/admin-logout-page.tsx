import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { ADMIN_PATHS } from '../../admin-paths';
import { LoadingMessage } from '../../components/status-message';
import { useAdmin } from '../../state/admin-context';
import { useLogout } from '../api/logout';

/** /admin/logout: revokes the token on the server, forgets the session, then shows the admin login. */
export function AdminLogoutPage() {
  const { token, signOut } = useAdmin();
  const logout = useLogout();
  const navigate = useNavigate();
  const started = useRef(false);

  const finish = useEffectEvent(() => {
    signOut();
    navigate(ADMIN_PATHS.login, { replace: true });
  });

  const run = useEffectEvent(() => {
    if (!token) {
      finish();
      return;
    }
    logout.mutate(undefined, {
      onError: (err) => {
        // 401: the token was already dead, which is what logging out wants.
        if (!(err instanceof ApiError && err.status === 401))
          toast.error(`Logout failed: ${errorMessage(err)}`);
      },
      onSettled: () => finish(),
    });
  });

  useEffect(() => {
    // Effects run twice in development; log out once.
    if (started.current) return;
    started.current = true;
    run();
  }, []);

  return <LoadingMessage>Logging out...</LoadingMessage>;
}
