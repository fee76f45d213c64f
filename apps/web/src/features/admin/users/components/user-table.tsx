import type { User } from '@mavazi/shared/auth.schemas';
import { Avatar } from '../../../../components/avatar';
import { Badge } from '../../../../components/badge';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { tdClass } from '../../components/styles';

const USER_COLUMNS: readonly AdminColumn[] = [
  { label: 'Image' },
  { label: 'Username' },
  { label: 'Email' },
  { label: 'Phone' },
  { label: 'Role' },
];

/** Users with picture, username, email, phone and role. */
export function UserTable({ users }: { users: User[] }) {
  return (
    <AdminTable caption="Users" columns={USER_COLUMNS}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className={tdClass}>
            <Avatar name={user.username} imageUrl={user.imageUrl} size={40} />
          </td>
          <td className={`${tdClass} font-medium text-stone-900`}>{user.username}</td>
          <td className={`${tdClass} break-all`}>{user.email}</td>
          <td className={`${tdClass} whitespace-nowrap`}>{user.phone_number || '—'}</td>
          <td className={tdClass}>
            <Badge tone={user.is_admin ? 'brand' : 'stone'}>
              {user.is_admin ? 'Admin' : 'User'}
            </Badge>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
