import { LIMITS } from '@mavazi/shared/constants';
import type { AdminOrder } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useAdmin } from '../../state/admin-context';
import { downloadOrdersCsv } from '../api/download-orders-csv';
import { useOrders, type OrderFilters as Filters } from '../api/get-orders';
import { useUpdateOrderStatus } from '../api/update-order';
import { ConfirmStatusDialog, type StatusChange } from '../components/confirm-status-dialog';
import { OrderFilters } from '../components/order-filters';
import { OrderTable } from '../components/order-table';

const FILTER_NAMES = [
  'status',
  'payment_status',
  'payment_method',
  'q',
  'from',
  'to',
  'county',
] as const;

/** Filters, search and page live in the URL, so a reload or a shared link shows the same list. */
function useFilters(): [Filters, (changes: Partial<Filters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    status: params.get('status') ?? '',
    payment_status: params.get('payment_status') ?? '',
    payment_method: params.get('payment_method') ?? '',
    q: params.get('q') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    county: params.get('county') ?? '',
    offset: Math.max(0, Number(params.get('offset')) || 0),
  };
  function change(changes: Partial<Filters>) {
    const next = { ...filters, offset: 0, ...changes };
    const search = new URLSearchParams();
    for (const name of FILTER_NAMES) if (next[name]) search.set(name, next[name]);
    if (next.offset > 0) search.set('offset', String(next.offset));
    setParams(search);
  }
  return [filters, change];
}

/** /admin/orders: every order with its customer, filters and search, 50 a page, and status changes. */
export function OrdersPage() {
  const [filters, setFilters] = useFilters();
  const orders = useOrders(filters);
  const updateStatus = useUpdateOrderStatus();
  const { can } = useAdmin();
  const [updateError, setUpdateError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ order: AdminOrder; change: StatusChange } | null>(null);
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadOrdersCsv(filters);
    } catch (err) {
      toast.error(`Error downloading the orders: ${errorMessage(err)}`);
    } finally {
      setDownloading(false);
    }
  }

  function confirmChange() {
    if (!pending) return;
    const { order, change } = pending;
    setPending(null);
    setUpdateError(null);
    updateStatus.mutate(
      { id: order.id, ...change },
      {
        onSuccess: (updated) =>
          toast.success(
            'status' in change
              ? `${updated.order_number} is now ${updated.status}`
              : `${updated.order_number} payment is now ${updated.payment_status}`,
          ),
        onError: (err) => {
          const text = `Error updating ${order.order_number}: ${errorMessage(err)}`;
          setUpdateError(text);
          toast.error(text);
        },
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Orders"
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
      {updateError && (
        <div className="mb-4">
          <ErrorMessage>{updateError}</ErrorMessage>
        </div>
      )}
      <section aria-label="Order list" className={cardClass}>
        <OrderFilters key={filters.q} filters={filters} onChange={setFilters} />
        <QueryList
          query={orders}
          empty={
            FILTER_NAMES.some((name) => filters[name])
              ? 'No orders match these filters'
              : 'No orders yet'
          }
          error={(err) => `Error fetching orders: ${errorMessage(err)}`}
          paging={{
            offset: filters.offset,
            limit: LIMITS.adminPageSize,
            label: 'Order pages',
            onChange: (offset) => setFilters({ offset }),
          }}
        >
          {(list) => (
            <OrderTable
              orders={list}
              savingId={updateStatus.isPending ? (updateStatus.variables?.id ?? null) : null}
              readOnly={!can('orders.write')}
              onChange={(order, change) => setPending({ order, change })}
            />
          )}
        </QueryList>
      </section>
      {pending ? (
        <ConfirmStatusDialog
          order={pending.order}
          change={pending.change}
          onConfirm={confirmChange}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
