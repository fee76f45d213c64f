import { Link } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { ADMIN_PATHS } from '../../admin-paths';
import { EmptyMessage, ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useAdmin } from '../../state/admin-context';
import { errorMessage } from '../../../../lib/api-client';
import { useOrderReturns } from '../api/get-order-returns';
import { ReturnTable } from './return-table';

/**
 * The returns of one order, for the staff order page; with the order's number, support staff get a link
 * to open a return for the shopper.
 */
export function OrderReturnsPanel({
  orderId,
  orderNumber,
}: {
  orderId: number;
  orderNumber?: string;
}) {
  const { can } = useAdmin();
  const returns = useOrderReturns(orderId);
  return (
    <section aria-labelledby={`order-${orderId}-returns`} className={`${cardClass} space-y-3 p-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`order-${orderId}-returns`} className="text-lg font-semibold text-stone-900">
          Returns
        </h2>
        {orderNumber && can('returns.request') ? (
          <Link
            to={`${ADMIN_PATHS.newReturn}?order=${encodeURIComponent(orderNumber)}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Open a return for the shopper
          </Link>
        ) : null}
      </div>
      {returns.isPending ? (
        <PageLoader className="py-4 text-sm" />
      ) : returns.isError ? (
        <ErrorMessage>Error loading the returns: {errorMessage(returns.error)}</ErrorMessage>
      ) : returns.data.length === 0 ? (
        <EmptyMessage>No returns for this order</EmptyMessage>
      ) : (
        <ReturnTable returns={returns.data} caption="Returns of this order" />
      )}
    </section>
  );
}
