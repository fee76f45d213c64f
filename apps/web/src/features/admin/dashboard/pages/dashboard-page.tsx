import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { PromotionsPanel } from '../../promotions/components/promotions-panel';
import { useDashboard } from '../api/get-dashboard';
import { DeliverySetupNotice } from '../components/delivery-setup-notice';
import { LowStockList } from '../components/low-stock-list';
import { SalesChart } from '../components/sales-chart';
import { SalesOverview } from '../components/sales-overview';
import { SummaryCards } from '../components/summary-cards';

/** /admin/dashboard: sales, what needs doing, totals, low stock and promotions. */
export function DashboardPage() {
  // Same cache as the admin state's counts; observing it here refreshes stale totals when the page opens.
  const summary = useDashboard(true);
  const data = summary.data;
  return (
    <>
      <PageHeader title="Dashboard" />
      <DeliverySetupNotice />
      {summary.isError && !data ? (
        <ErrorMessage>Error loading totals: {errorMessage(summary.error)}</ErrorMessage>
      ) : (
        <div className="space-y-6">
          {data?.today ? <SalesOverview summary={data} /> : null}
          <SummaryCards summary={data} />
          {data?.salesByDay ? (
            <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
              <section aria-labelledby="sales-heading" className={`${cardClass} p-5`}>
                <h2 id="sales-heading" className="mb-3 text-lg font-semibold text-stone-900">
                  Sales
                </h2>
                <SalesChart days={data.salesByDay} />
              </section>
              <section aria-labelledby="low-stock-heading" className={`${cardClass} p-5`}>
                <h2 id="low-stock-heading" className="mb-3 text-lg font-semibold text-stone-900">
                  Low stock
                </h2>
                <LowStockList items={data.lowStock} />
              </section>
            </div>
          ) : null}
        </div>
      )}
      <PromotionsPanel />
    </>
  );
}
