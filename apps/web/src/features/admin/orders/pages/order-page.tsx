import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { OrderRefundsPanel } from '../../returns/components/order-refunds-panel';
import { OrderReturnsPanel } from '../../returns/components/order-returns-panel';
import { useAdmin } from '../../state/admin-context';
import { useStaffOrder } from '../api/get-staff-order';
import { FulfilmentSection } from '../components/fulfilment-section';
import { OrderCustomerSection } from '../components/order-customer-section';
import { OrderHistorySection } from '../components/order-history-section';
import { OrderLinesSection } from '../components/order-lines-section';
import { OrderPaymentSection } from '../components/order-payment-section';

/** /admin/orders/:orderId: one order for staff, a column of sections (more can be added below). */
export function OrderPage() {
  const orderId = useParams().orderId ?? '';
  const order = useStaffOrder(orderId);
  const { can } = useAdmin();
  const back = (
    <Link to={ADMIN_PATHS.orders} className="text-sm text-brand-700 underline">
      Back to orders
    </Link>
  );
  if (order.isPending) return <PageLoader className="text-sm" />;
  if (!order.data) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <div className="space-y-4">
        <PageHeader title="Order" actions={back} />
        <ErrorMessage>
          {missing
            ? `Order ${orderId} not found`
            : `Error loading the order: ${errorMessage(order.error)}`}
        </ErrorMessage>
      </div>
    );
  }
  const o = order.data;
  return (
    <div className="space-y-4">
      <PageHeader title={`Order ${o.order_number}`} actions={back} />
      <p className="text-sm text-stone-700">
        Placed <time dateTime={o.created_at}>{formatDateTime(o.created_at)}</time> · Status{' '}
        <span className="font-semibold">{o.status}</span> · Payment{' '}
        <span className="font-semibold">{o.payment_status}</span>
      </p>
      {can('orders.write') ? <FulfilmentSection pageId={orderId} order={o} /> : null}
      <OrderLinesSection order={o} />
      <OrderCustomerSection order={o} />
      <OrderPaymentSection order={o} />
      <OrderReturnsPanel orderId={o.id} orderNumber={o.order_number} />
      <OrderRefundsPanel
        orderId={o.id}
        // What the shopper paid: the total once Paid (a full refund turns it Refunded).
        paidAmount={
          o.payment_status === 'Paid' || o.payment_status === 'Refunded' ? o.total_amount : 0
        }
      />
      <OrderHistorySection order={o} />
    </div>
  );
}
