import { STAFF_ROLES, STAFF_ROLE_LABELS, isStaffRole } from '@mavazi/shared/staff';
import type { StaffMember } from '@mavazi/shared/staff.schemas';
import { Badge } from '../../../../components/badge';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { inputClass, smallButtonClass, tdClass } from '../../components/styles';
import { useUpdateStaff } from '../api/update-staff';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'Username' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Two-factor' },
  { label: 'Actions', hiddenLabel: true, align: 'right' },
];

const STATUS_TONE = { active: 'green', invited: 'amber', disabled: 'stone' } as const;

/** Staff with their role (changeable) and a button to disable or enable each account. */
export function StaffTable({ staff }: { staff: StaffMember[] }) {
  const update = useUpdateStaff();
  function change(member: StaffMember, body: { role?: StaffMember['role']; disabled?: boolean }) {
    update.mutate(
      { id: member.id, ...body },
      {
        onSuccess: () => toast.success(`${member.username} updated`),
        onError: (err) => toast.error(`Update failed: ${errorMessage(err)}`),
      },
    );
  }
  return (
    <AdminTable caption="Staff" columns={COLUMNS}>
      {staff.map((member) => (
        <tr key={member.id}>
          <td className={`${tdClass} font-medium text-stone-900`}>{member.username}</td>
          <td className={`${tdClass} break-all`}>{member.email}</td>
          <td className={tdClass}>
            <select
              aria-label={`Role of ${member.username}`}
              className={inputClass}
              value={member.role}
              disabled={update.isPending}
              onChange={(e) => {
                if (isStaffRole(e.target.value)) change(member, { role: e.target.value });
              }}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </td>
          <td className={tdClass}>
            <Badge tone={STATUS_TONE[member.status]}>
              {member.status.charAt(0).toUpperCase() + member.status.slice(1)}
            </Badge>
          </td>
          <td className={tdClass}>{member.totp_enabled ? 'On' : 'Off'}</td>
          <td className={`${tdClass} text-right`}>
            <button
              type="button"
              disabled={update.isPending}
              onClick={() => change(member, { disabled: member.status !== 'disabled' })}
              className={`${smallButtonClass} ${
                member.status === 'disabled'
                  ? 'bg-brand-50 text-brand-700 hover:bg-brand-100'
                  : 'bg-red-50 text-red-700 hover:bg-red-100'
              }`}
            >
              {member.status === 'disabled' ? 'Enable' : 'Disable'}
              <span className="sr-only"> {member.username}</span>
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
