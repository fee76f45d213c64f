import { LIMITS } from '@mavazi/shared/constants';
import { SMS_STATUSES } from '@mavazi/shared/sms.schemas';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass, inputClass } from '../../components/styles';
import { useTexts } from '../api/get-texts';
import { useResendText } from '../api/resend-text';
import { STATUS_LABELS, TextTable } from '../components/text-table';

/** /admin/sms: the texts the shop sent or is sending, newest first, 50 a page. */
export function SmsPage() {
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const texts = useTexts(status, offset);
  const resend = useResendText();

  return (
    <>
      <PageHeader title="SMS" />
      <div className="mb-4 max-w-xs">
        <label htmlFor="sms-status" className="mb-1 block text-sm font-medium text-stone-700">
          Status
        </label>
        <select
          id="sms-status"
          className={inputClass}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setOffset(0);
          }}
        >
          <option value="">All texts</option>
          {SMS_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <section aria-label="Text list" className={cardClass}>
        <QueryList
          query={texts}
          empty="No texts yet"
          error={(err) => `Error: ${errorMessage(err)}`}
          paging={{ offset, limit: LIMITS.adminPageSize, label: 'Text pages', onChange: setOffset }}
        >
          {(list) => (
            <TextTable
              texts={list}
              resendingId={resend.isPending ? resend.variables : null}
              onResend={(text) =>
                resend.mutate(text.id, {
                  onSuccess: () => toast.success(`Text queued again for ${text.phone}`),
                  onError: (err) => toast.error(`Could not resend: ${errorMessage(err)}`),
                })
              }
            />
          )}
        </QueryList>
      </section>
    </>
  );
}
