import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useAuth } from '../../../hooks/use-auth';

/** Layout route for shopper-only pages: guests go to /login and come back here afterwards. */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
