import type { Permission } from '@mavazi/shared/staff';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ADMIN_PATHS } from '../admin-paths';
import { useAdmin } from '../state/admin-context';
import { PageHeader } from './page-header';

export const NO_ACCESS_TEXT = 'You do not have access to this page';

/** A page of the admin area that only some roles may use; others get a plain refusal, not the page. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { can } = useAdmin();
  if (can(permission)) return children;
  return (
    <>
      <PageHeader title="No access" />
      <p role="alert" className="text-sm text-stone-700">
        {NO_ACCESS_TEXT}.{' '}
        <Link to={ADMIN_PATHS.dashboard} className="font-medium text-brand-700 hover:underline">
          Go to the dashboard
        </Link>
      </p>
    </>
  );
}
