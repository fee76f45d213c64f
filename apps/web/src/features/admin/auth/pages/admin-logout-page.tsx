import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../../lib/toast';
import { PageLoader } from '../../../../components/page-loader';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { ADMIN_PATHS } from '../../admin-paths';
import { useAdmin } from '../../state/admin-context';

/** /admin/logout: revokes the token on the server, forgets the session, then shows the admin login. */
export function AdminLogoutPage() {
  const { signOut } = useAdmin();
  const navigate = useNavigate();
  const started = useRef(false);

  const run = useEffectEvent(async () => {
    try {
      await signOut();
    } catch (err) {
      // 401: the token was already dead, which is what logging out wants.
      if (!(isApiError(err) && err.status === 401))
        toast.error(`Logout failed: ${errorMessage(err)}`);
    } finally {
      navigate(ADMIN_PATHS.login, { replace: true });
    }
  });

  useEffect(() => {
    // Effects run twice in development; log out once.
    if (started.current) return;
    started.current = true;
    void run();
  }, []);

  return <PageLoader>Logging out...</PageLoader>;
}
