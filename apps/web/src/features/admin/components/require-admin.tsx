import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ADMIN_PATHS } from '../admin-paths';
import { useAdmin } from '../state/admin-context';

/** Client-side guard of admin pages: only a signed-in admin gets past; everyone else goes to the admin login. */
export function RequireAdmin() {
  const { status } = useAdmin();
  if (status === 'checking') return <PageLoader className="text-sm" />;
  if (status !== 'admin') return <Navigate to={ADMIN_PATHS.login} replace />;
  return <Outlet />;
}
