import { LIMITS } from '@mavazi/shared/constants';
import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@mavazi/shared/newsletter.schemas';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../components/button';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass, inputClass } from '../../components/styles';
import { downloadSubscribersCsv } from '../api/download-subscribers-csv';
import { useSubscribers } from '../api/get-subscribers';

const STATUS_LABELS: Record<NewsletterStatus, string> = {
  pending: 'Waiting for confirmation',
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-KE') : '—');

/** /admin/subscribers: newsletter addresses with their consent, 50 a page, and the CSV export. */
export function SubscribersPage() {
  const [status, setStatus] = useState('');
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const subscribers = useSubscribers(status, offset);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSubscribersCsv(status);
    } catch (err) {
      toast.error(`Could not export: ${errorMessage(err)}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Subscribers"
        actions={
          <Button type="button" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      <div className="mb-4 max-w-xs">
        <label
          htmlFor="subscriber-status"
          className="mb-1 block text-sm font-medium text-stone-700"
        >
          Status
        </label>
        <select
          id="subscriber-status"
          className={inputClass}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setOffset(0);
          }}
        >
          <option value="">All addresses</option>
          {NEWSLETTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <section aria-label="Subscriber list" className={cardClass}>
        <QueryList
          query={subscribers}
          empty="No subscribers yet"
          error={(err) => `Error: ${errorMessage(err)}`}
          paging={{
            offset,
            limit: LIMITS.adminPageSize,
            label: 'Subscriber pages',
            onChange: setOffset,
          }}
        >
          {(list) => (
            <div className="overflow-x-auto">
              <table aria-label="Subscribers" className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-stone-200 text-stone-600">
                    <th scope="col" className="py-2 pr-4">
                      Email
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Language
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Consent given
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Unsubscribed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((s) => (
                    <tr key={s.id} className="border-b border-stone-100">
                      <td className="py-2 pr-4 break-all">{s.email}</td>
                      <td className="py-2 pr-4">{STATUS_LABELS[s.status]}</td>
                      <td className="py-2 pr-4">{s.language === 'sw' ? 'Kiswahili' : 'English'}</td>
                      <td className="py-2 pr-4">{when(s.consented_at)}</td>
                      <td className="py-2 pr-4">{when(s.unsubscribed_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryList>
      </section>
    </>
  );
}
