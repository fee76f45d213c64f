import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass } from '../../components/styles';
import { useUsers } from '../api/get-users';
import { UserTable } from '../components/user-table';

/** /admin/users: read-only list of accounts. */
export function UsersPage() {
  const users = useUsers();
  return (
    <>
      <PageHeader title="Users" />
      <section aria-label="User list" className={cardClass}>
        <QueryList
          query={users}
          empty="No users found"
          error={(err) => `Error: ${errorMessage(err)}`}
        >
          {(list) => <UserTable users={list} />}
        </QueryList>
      </section>
    </>
  );
}
