import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { PriceText } from '../../../../components/price-text';
import {
  ReturnHistory,
  ReturnLines,
  ReturnStatusBadge,
} from '../../../../components/return-details';
import { isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { returnErrorText } from '../../../../lib/return-errors';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useAdmin } from '../../state/admin-context';
import { useReturn } from '../api/get-return';
import { useReturnOrder } from '../api/get-return-order';
import { OrderRefundsPanel } from '../components/order-refunds-panel';
import { RefundForm } from '../components/refund-form';
import { ReturnActions } from '../components/return-actions';

/** /admin/returns/:returnId: one return, its steps, and what the staff member's role may do next. */
export function ReturnDetailPage() {
  const id = Number(useParams().returnId);
  const ret = useReturn(id);
  const { can } = useAdmin();
  const order = useReturnOrder(ret.data?.order_number ?? '');
  if (!Number.isSafeInteger(id) || id < 1 || isApiError(ret.error, 'RETURN_NOT_FOUND'))
    return (
      <>
        <PageHeader title="Return not found" />
        <Link to={ADMIN_PATHS.returns} className="text-brand-700 hover:underline">
          Back to the returns
        </Link>
      </>
    );
  if (ret.isPending) return <PageLoader />;
  if (ret.isError)
    return <ErrorMessage>{returnErrorText(ret.error, 'Error loading the return.')}</ErrorMessage>;
  const data = ret.data;
  const paid =
    order.data && (order.data.payment_status === 'Paid' || order.data.payment_status === 'Refunded')
      ? order.data.total_amount
      : 0;
  const refundLeft = Math.max(
    0,
    Math.round((data.refund_amount - data.refunded_amount) * 100) / 100,
  );
  return (
    <>
      <PageHeader title={`Return ${data.number}`} />
      <div className="space-y-6">
        <section aria-label="Summary" className={`${cardClass} space-y-4 p-4`}>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-stone-600">Status</dt>
              <dd>
                <ReturnStatusBadge status={data.status} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Order</dt>
              <dd>
                <Link
                  to={`${ADMIN_PATHS.orders}?q=${encodeURIComponent(data.order_number)}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {data.order_number}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Requested</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Value of the items</dt>
              <dd>
                <PriceText amount={data.refund_amount} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Refunded</dt>
              <dd>
                <PriceText amount={data.refunded_amount} />
              </dd>
            </div>
            {data.status === 'Received' ||
            data.status === 'Refunded' ||
            data.status === 'Exchanged' ? (
              <div>
                <dt className="text-stone-600">Back in stock</dt>
                <dd>{data.restocked ? 'Yes' : 'No'}</dd>
              </div>
            ) : null}
            {data.exchange_order_number ? (
              <div>
                <dt className="text-stone-600">Exchange order</dt>
                <dd>
                  <Link
                    to={`${ADMIN_PATHS.orders}?q=${encodeURIComponent(data.exchange_order_number)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {data.exchange_order_number}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
          <ReturnLines ret={data} />
          {data.note ? (
            <p className="text-sm text-stone-700">
              <span className="font-medium">Shopper&apos;s note:</span> {data.note}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="return-next" className={`${cardClass} space-y-3 p-4`}>
          <h2 id="return-next" className="text-lg font-semibold text-stone-900">
            Next step
          </h2>
          <ReturnActions ret={data} />
          {data.status === 'Received' && refundLeft > 0 && can('money.manage') ? (
            <div className="space-y-2 border-t border-stone-200 pt-3">
              <h3 className="font-semibold text-stone-900">Refund this return</h3>
              <RefundForm
                orderId={data.order_id}
                returnId={data.id}
                defaultAmount={refundLeft}
                defaultReason={`Return ${data.number}`}
              />
            </div>
          ) : null}
        </section>
        {order.data && can('money.manage') ? (
          <OrderRefundsPanel orderId={data.order_id} paidAmount={paid} />
        ) : null}
        <section aria-labelledby="return-history" className={`${cardClass} space-y-3 p-4`}>
          <h2 id="return-history" className="text-lg font-semibold text-stone-900">
            History
          </h2>
          <ReturnHistory history={data.history} label={`Steps of return ${data.number}`} />
        </section>
      </div>
    </>
  );
}
