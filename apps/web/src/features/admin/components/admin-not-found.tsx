import { Link } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { PageHeader } from './page-header';

/** Unknown /admin/... path inside the admin shell. */
export function AdminNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p className="text-sm text-stone-600">
        There is no admin page here.{' '}
        <Link to={ADMIN_PATHS.dashboard} className="font-medium text-brand-700 hover:underline">
          Go to the dashboard
        </Link>
      </p>
    </>
  );
}
