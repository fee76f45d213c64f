import type { AuditEntry } from '@mavazi/shared/staff.schemas';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { tdClass } from '../../components/styles';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'When' },
  { label: 'Who' },
  { label: 'Action' },
  { label: 'Entity' },
  { label: 'Changes' },
  { label: 'Address' },
];

const when = new Intl.DateTimeFormat('en-KE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Nairobi',
});

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Audit rows, newest first: who did what to which entity, and each changed field before → after. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <AdminTable caption="Audit log" columns={COLUMNS}>
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td className={`${tdClass} whitespace-nowrap`}>
            <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
          </td>
          <td className={tdClass}>
            <span className="font-medium text-stone-900">{entry.actor.username}</span>
            <span className="block text-xs text-stone-500">{entry.actor.role}</span>
          </td>
          <td className={`${tdClass} font-mono text-xs`}>{entry.action}</td>
          <td className={tdClass}>
            {entry.entity}
            {entry.entity_id ? ` #${entry.entity_id}` : ''}
          </td>
          <td className={`${tdClass} max-w-md text-xs`}>
            {Object.keys(entry.changes).length === 0 ? (
              '—'
            ) : (
              <dl className="space-y-1">
                {Object.entries(entry.changes).map(([fieldName, [before, after]]) => (
                  <div key={fieldName} className="break-words">
                    <dt className="inline font-semibold">{fieldName}: </dt>
                    <dd className="inline">
                      {show(before)} → {show(after)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </td>
          <td className={`${tdClass} whitespace-nowrap text-xs`}>{entry.ip ?? '—'}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
