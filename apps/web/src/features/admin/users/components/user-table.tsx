import { displayPhone } from '@mavazi/shared/kenya';
import type { AdminUser } from '@mavazi/shared/staff.schemas';
import { Avatar } from '../../../../components/avatar';
import { Badge } from '../../../../components/badge';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { smallButtonClass, tdClass } from '../../components/styles';

const USER_COLUMNS: readonly AdminColumn[] = [
  { label: 'Image' },
  { label: 'Username' },
  { label: 'Email' },
  { label: 'Phone' },
  { label: 'Role' },
  { label: 'Actions', hiddenLabel: true, align: 'right' },
];

/**
 * Users with picture, username, email, phone (one Kenyan format) and role; `onToggleDisabled` (the
 * owner's customers.erase) adds a button to disable or enable each shopper.
 */
export function UserTable({
  users,
  busy = false,
  onToggleDisabled,
}: {
  users: AdminUser[];
  busy?: boolean;
  onToggleDisabled?: (user: AdminUser) => void;
}) {
  return (
    <AdminTable caption="Users" columns={USER_COLUMNS}>
      {users.map((user) => (
        <tr key={user.id}>
          <td className={tdClass}>
            <Avatar name={user.username} imageUrl={user.imageUrl} size={40} />
          </td>
          <td className={`${tdClass} font-medium text-stone-900`}>{user.username}</td>
          <td className={`${tdClass} break-all`}>{user.email}</td>
          <td className={`${tdClass} whitespace-nowrap`}>
            {user.phone_number ? displayPhone(user.phone_number) : '—'}
          </td>
          <td className={tdClass}>
            <Badge tone={user.is_admin ? 'brand' : 'stone'}>
              {user.is_admin ? 'Admin' : user.disabled ? 'Disabled' : 'User'}
            </Badge>
          </td>
          <td className={`${tdClass} text-right`}>
            {onToggleDisabled && !user.is_admin ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => onToggleDisabled(user)}
                className={`${smallButtonClass} ${
                  user.disabled
                    ? 'bg-brand-50 text-brand-700 hover:bg-brand-100'
                    : 'bg-red-50 text-red-700 hover:bg-red-100'
                }`}
              >
                {user.disabled ? 'Enable' : 'Disable'}
                <span className="sr-only"> {user.username}</span>
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
