import type { User } from '@mavazi/shared/auth.schemas';
import { tableClass, tdClass, thClass } from '../../components/styles';
import { UserAvatar } from './user-avatar';

/** Users with picture, username, email, phone and role. */
export function UserTable({ users }: { users: User[] }) {
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">Users</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={thClass}>
              Image
            </th>
            <th scope="col" className={thClass}>
              Username
            </th>
            <th scope="col" className={thClass}>
              Email
            </th>
            <th scope="col" className={thClass}>
              Phone
            </th>
            <th scope="col" className={thClass}>
              Role
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((user) => (
            <tr key={user.id}>
              <td className={tdClass}>
                <UserAvatar username={user.username} imageUrl={user.imageUrl} />
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
        </tbody>
      </table>
    </div>
  );
}
