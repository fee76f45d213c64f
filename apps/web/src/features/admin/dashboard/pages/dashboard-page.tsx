import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../../lib/api-client';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { PromotionsPanel } from '../../promotions/components/promotions-panel';
import { useAdmin } from '../../state/admin-context';
import { useDashboard } from '../api/get-dashboard';
import { DeliverySetupNotice } from '../components/delivery-setup-notice';
import { LowStockList } from '../components/low-stock-list';
import { OpenTickets } from '../components/open-tickets';
import { SalesChart } from '../components/sales-chart';
import { SalesOverview } from '../components/sales-overview';
import { SummaryCards } from '../components/summary-cards';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${cardClass} p-5`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin/dashboard: what each role needs first. Owners and managers: sales, totals, low stock and
 * promotions; fulfilment: orders to pack and ship; support: open tickets; catalog: low stock.
 */
export function DashboardPage() {
  const { can } = useAdmin();
  // Same cache as the admin state's counts; observing it here refreshes stale totals when the page opens.
  const summary = useDashboard(true);
  const data = summary.data;
  const seesMoney = can('money.manage');
  return (
    <>
      <PageHeader title="Dashboard" />
      {can('delivery.manage') ? <DeliverySetupNotice /> : null}
      {summary.isError && !data ? (
        <ErrorMessage>Error loading totals: {errorMessage(summary.error)}</ErrorMessage>
      ) : (
        <div className="space-y-6">
          {seesMoney && data?.today ? <SalesOverview summary={data} /> : null}
          {seesMoney ? <SummaryCards summary={data} /> : null}
          {can('orders.write') && !seesMoney ? (
            <Panel id="to-ship-heading" title="Orders to pack and ship">
              <p className="text-sm text-stone-700">
                <strong className="text-2xl text-stone-900">
                  {data ? data.awaitingDispatch : '—'}
                </strong>{' '}
                orders are placed and not yet on their way.{' '}
                <Link
                  to={`${ADMIN_PATHS.orders}?status=Confirmed`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  Open confirmed orders
                </Link>
              </p>
            </Panel>
          ) : null}
          {can('support.write') && !seesMoney ? (
            <Panel id="open-tickets-heading" title="Open tickets">
              <OpenTickets />
            </Panel>
          ) : null}
          <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
            {seesMoney && data?.salesByDay ? (
              <Panel id="sales-heading" title="Sales">
                <SalesChart days={data.salesByDay} />
              </Panel>
            ) : null}
            {can('catalog.write') && data ? (
              <Panel id="low-stock-heading" title="Low stock">
                <LowStockList items={data.lowStock} />
              </Panel>
            ) : null}
          </div>
        </div>
      )}
      {can('promotions.manage') ? <PromotionsPanel /> : null}
    </>
  );
}
