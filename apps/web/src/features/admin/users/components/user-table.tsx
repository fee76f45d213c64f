import type { User } from '@mavazi/shared/auth.schemas';
import { Avatar } from '../../../../components/avatar';
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
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                user.is_admin ? 'bg-brand-100 text-brand-700' : 'bg-stone-100 text-stone-600'
              }`}
            >
              {user.is_admin ? 'Admin' : 'User'}
            </span>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
