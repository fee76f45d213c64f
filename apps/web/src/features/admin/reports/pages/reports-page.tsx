import { REPORT_GROUPINGS, type ReportGrouping } from '@mavazi/shared/reports.schemas';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { EmptyMessage, ErrorMessage } from '../../components/status-message';
import { cardClass, inputClass } from '../../components/styles';
import { downloadSalesCsv } from '../api/download-sales-csv';
import { useSalesReport } from '../api/get-sales-report';
import { DaysChart } from '../components/days-chart';
import { PRESETS, presetRange } from '../components/kenyan-ranges';
import { ProductLists } from '../components/product-lists';
import { SalesTable } from '../components/sales-table';

const GROUPING_LABELS: Record<ReportGrouping, string> = {
  day: 'Day',
  product: 'Product',
  category: 'Category',
  county: 'County',
  payment_method: 'Payment method',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isGrouping(value: string | null): value is ReportGrouping {
  return (REPORT_GROUPINGS as readonly string[]).includes(value ?? '');
}

/** The range and grouping live in the address, so a reload or a shared link shows the same report. */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const week = presetRange('week');
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : week.from;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') ?? '') : week.to;
  const groupParam = params.get('group_by');
  const groupBy: ReportGrouping = isGrouping(groupParam) ? groupParam : 'day';
  const set = (next: { from?: string; to?: string; group_by?: ReportGrouping }) =>
    setParams({ from, to, group_by: groupBy, ...next });
  return { from, to, groupBy, set };
}

/** /admin/reports: money received (Paid orders by the Kenyan day paid), for owners and managers. */
export function ReportsPage() {
  const { from, to, groupBy, set } = useReportParams();
  const id = useId();
  const days = useSalesReport(from, to, 'day');
  const grouped = useSalesReport(from, to, groupBy);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadSalesCsv(from, to, groupBy);
    } catch (err) {
      toast.error(`Error downloading the report: ${errorMessage(err)}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Reports"
        actions={
          <button
            type="button"
            onClick={() => void download()}
            disabled={downloading}
            className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {downloading ? 'Downloading…' : 'Download CSV'}
          </button>
        }
      />
      <section
        aria-label="Report range"
        className={`${cardClass} mb-4 flex flex-wrap items-end gap-3 p-4`}
      >
        <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
          {PRESETS.map((p) => {
            const range = presetRange(p.id);
            const active = range.from === from && range.to === to;
            return (
              <button
                key={p.id}
                type="button"
                aria-pressed={active}
                onClick={() => set(range)}
                className={`min-h-11 rounded-md border px-3 text-sm font-semibold ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-50'
                }`}
              >
                {p.label}
              </button>
            );
          })}
        </div>
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-stone-800">
          From
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to}
            onChange={(e) => DAY.test(e.target.value) && set({ from: e.target.value })}
            className={`${inputClass} mt-1 block min-h-11`}
          />
        </label>
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-stone-800">
          To
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from}
            onChange={(e) => DAY.test(e.target.value) && set({ to: e.target.value })}
            className={`${inputClass} mt-1 block min-h-11`}
          />
        </label>
        <label htmlFor={`${id}-group`} className="text-sm font-medium text-stone-800">
          Group by
          <select
            id={`${id}-group`}
            value={groupBy}
            onChange={(e) => isGrouping(e.target.value) && set({ group_by: e.target.value })}
            className={`${inputClass} mt-1 block min-h-11`}
          >
            {REPORT_GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {GROUPING_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
      </section>
      <p className="mb-4 text-sm text-stone-700">
        Money received: paid orders by the Kenyan day they were paid, less refunds by the day they
        were completed. Unpaid orders are not counted.
      </p>
      <section aria-label="Money received per day" className={`${cardClass} mb-4 p-4`}>
        {days.isPending ? (
          <p className="text-sm text-stone-600">Loading…</p>
        ) : days.isError ? (
          <ErrorMessage>{`Error fetching the report: ${errorMessage(days.error)}`}</ErrorMessage>
        ) : (
          <DaysChart days={days.data} />
        )}
      </section>
      <section aria-label="Report table" className={`${cardClass} mb-4`}>
        {grouped.isPending ? (
          <p className="p-4 text-sm text-stone-600">Loading…</p>
        ) : grouped.isError ? (
          <div className="p-4">
            <ErrorMessage>{`Error fetching the report: ${errorMessage(grouped.error)}`}</ErrorMessage>
          </div>
        ) : grouped.data.length === 0 ? (
          <div className="p-4">
            <EmptyMessage>No money received in these days</EmptyMessage>
          </div>
        ) : (
          <SalesTable rows={grouped.data} groupBy={groupBy} />
        )}
      </section>
      <ProductLists from={from} to={to} />
    </>
  );
}
