import { RETURN_STATUSES } from '@mavazi/shared/returns';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../../lib/api-client';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { cardClass, inputClass } from '../../components/styles';
import { useAdmin } from '../../state/admin-context';
import { RETURNS_PAGE_SIZE, useReturns } from '../api/get-returns';
import { ReturnTable } from '../components/return-table';
import { StaleRefundsSection } from '../components/stale-refunds-section';

/** /admin/returns: every return, newest first, filtered by status; filter and page live in the URL. */
export function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const { can } = useAdmin();
  const status = (RETURN_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') ?? '')
    : '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const returns = useReturns(status, page);
  function go(next: { status?: string; page?: number }) {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus) search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  }
  return (
    <>
      <PageHeader
        title="Returns"
        actions={
          can('returns.request') ? (
            <Link
              to={ADMIN_PATHS.newReturn}
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
            >
              Open a return
            </Link>
          ) : null
        }
      />
      <div className="mb-4 max-w-xs">
        <label htmlFor="return-status" className="mb-1 block text-sm font-medium text-stone-700">
          Status
        </label>
        <select
          id="return-status"
          className={inputClass}
          value={status}
          onChange={(event) => go({ status: event.target.value, page: 1 })}
        >
          <option value="">All returns</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {can('money.manage') ? <StaleRefundsSection /> : null}
      <section aria-label="Return list" className={cardClass}>
        <QueryList
          query={returns}
          empty={status ? `No ${status.toLowerCase()} returns` : 'No returns yet'}
          error={(err) => `Error: ${errorMessage(err)}`}
          paging={{
            offset: (page - 1) * RETURNS_PAGE_SIZE,
            limit: RETURNS_PAGE_SIZE,
            label: 'Return pages',
            onChange: (offset) => go({ page: Math.floor(offset / RETURNS_PAGE_SIZE) + 1 }),
          }}
        >
          {(list) => <ReturnTable returns={list} caption="Returns" />}
        </QueryList>
      </section>
    </>
  );
}
