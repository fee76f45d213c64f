import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { PromotionsPanel } from '../../promotions/components/promotions-panel';
import { useDashboard } from '../api/get-dashboard';
import { SummaryCards } from '../components/summary-cards';

/** /admin/dashboard: totals and promotions. */
export function DashboardPage() {
  // Same cache as the admin state's counts; observing it here refreshes stale totals when the page opens.
  const summary = useDashboard(true);
  return (
    <>
      <PageHeader title="Dashboard" />
      {summary.isError && !summary.data ? (
        <ErrorMessage>Error loading totals: {errorMessage(summary.error)}</ErrorMessage>
      ) : (
        <SummaryCards summary={summary.data} />
      )}
      <PromotionsPanel />
    </>
  );
}
