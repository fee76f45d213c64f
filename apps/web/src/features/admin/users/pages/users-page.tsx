import { LIMITS } from '@mavazi/shared/constants';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useUsers } from '../api/get-users';
import { UserTable } from '../components/user-table';

/** /admin/users: read-only list of accounts, 50 a page. */
export function UsersPage() {
  const [offset, setOffset] = useState(0);
  const users = useUsers(offset);
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
          {(list) => <UserTable users={list} />}
        </QueryList>
      </section>
    </>
  );
}
