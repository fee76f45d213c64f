import type { AdminSms, SmsStatus } from '@mavazi/shared/sms.schemas';
import { Badge, type BadgeTone } from '../../../../components/badge';
import { formatDateTime } from '../../../../lib/format-date';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { smallButtonClass, tdClass } from '../../components/styles';

const COLUMNS: readonly AdminColumn[] = [
  { label: 'Queued' },
  { label: 'To' },
  { label: 'Text' },
  { label: 'Status' },
  { label: 'Cost' },
  { label: 'Actions' },
];

const STATUS_TONES: Record<SmsStatus, BadgeTone> = {
  pending: 'amber',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
};

export const STATUS_LABELS: Record<SmsStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** Texts with when, to whom, what, their status (and why one failed) and what it cost. */
export function TextTable({
  texts,
  onResend,
  resendingId,
}: {
  texts: AdminSms[];
  onResend: (text: AdminSms) => void;
  resendingId: number | null;
}) {
  return (
    <AdminTable caption="Texts" columns={COLUMNS}>
      {texts.map((text) => {
        const problem = text.failure_reason ?? text.last_error;
        return (
          <tr key={text.id}>
            <td className={`${tdClass} whitespace-nowrap`}>{formatDateTime(text.created_at)}</td>
            <td className={`${tdClass} whitespace-nowrap`}>{text.phone}</td>
            <td className={`${tdClass} min-w-64 max-w-md`}>
              <span lang={text.language}>{text.message}</span>
              {text.resend_of ? (
                <span className="block text-xs text-stone-500">
                  Resent copy of #{text.resend_of}
                </span>
              ) : null}
            </td>
            <td className={tdClass}>
              <Badge tone={STATUS_TONES[text.status]}>{STATUS_LABELS[text.status]}</Badge>
              {problem && text.status !== 'delivered' ? (
                <span className="mt-1 block text-xs text-stone-600">{problem}</span>
              ) : null}
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>{text.cost ?? '—'}</td>
            <td className={tdClass}>
              <button
                type="button"
                className={`${smallButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
                disabled={resendingId === text.id}
                aria-label={`Resend text ${text.id} to ${text.phone}`}
                onClick={() => onResend(text)}
              >
                {resendingId === text.id ? 'Resending...' : 'Resend'}
              </button>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
