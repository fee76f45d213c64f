import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useUserList } from '../api/user-list';
import { UserTable } from '../components/user-table';

/** /admin/users: read-only list of accounts. */
export function UsersPage() {
  const users = useUserList();
  return (
    <>
      <PageHeader title="Users" />
      {users.isPending ? (
        <LoadingMessage />
      ) : users.isError ? (
        <ErrorMessage>Error: {errorMessage(users.error)}</ErrorMessage>
      ) : (
        <section aria-label="User list" className={cardClass}>
          {users.data.length === 0 ? (
            <EmptyMessage>No users found</EmptyMessage>
          ) : (
            <UserTable users={users.data} />
          )}
        </section>
      )}
    </>
  );
}
