import { LIMITS } from '@mavazi/shared/constants';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useUsers } from '../api/get-users';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { useAdmin } from '../../state/admin-context';
import { toast } from '../../../../lib/toast';
import type { AdminUser } from '@mavazi/shared/staff.schemas';
import { UserTable } from '../components/user-table';

/** /admin/users: the accounts, 50 a page; the owner can disable a shopper. */
export function UsersPage() {
  const [offset, setOffset] = useState(0);
  const users = useUsers(offset);
  const { can } = useAdmin();
  const setDisabled = useSetUserDisabled();
  function toggle(user: AdminUser) {
    setDisabled.mutate(
      { id: user.id, disabled: !user.disabled },
      {
        onSuccess: (updated) =>
          toast.success(`${updated.username} is ${updated.disabled ? 'disabled' : 'enabled'}`),
        onError: (err) => toast.error(`Error: ${errorMessage(err)}`),
      },
    );
  }
  return (
    <>
      <PageHeader title="Users" />
      <section aria-label="User list" className={cardClass}>
        <QueryList
          query={users}
          empty="No users found"
          error={(err) => `Error: ${errorMessage(err)}`}
          paging={{ offset, limit: LIMITS.adminPageSize, label: 'User pages', onChange: setOffset }}
        >
          {(list) => (
            <UserTable
              users={list}
              busy={setDisabled.isPending}
              onToggleDisabled={can('customers.erase') ? toggle : undefined}
            />
          )}
        </QueryList>
      </section>
    </>
  );
}
