import type { Order } from '@mavazi/shared/orders.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { ReturnStatusBadge } from '../../../components/return-details';
import { useOrderReturns } from '../../../lib/get-order-returns';

/** A delivered order's returns (number and status, each a link) and the way to ask for one. */
export function OrderReturns({ order }: { order: Pick<Order, 'id' | 'order_number' | 'status'> }) {
  const { t } = useTranslation('account');
  const delivered = order.status === 'Delivered';
  const returns = useOrderReturns(order.id, { enabled: delivered });
  if (!delivered) return null;
  return (
    <section
      aria-label={t('order.returnsOf', { number: order.order_number })}
      className="space-y-2"
    >
      {returns.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('order.returnsFailed')}
        </p>
      ) : returns.data && returns.data.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {returns.data.map((ret) => (
            <li key={ret.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/returns/${ret.id}`} className="font-medium text-brand-700 underline">
                {t('order.returnLink', { number: ret.number })}
              </Link>
              <ReturnStatusBadge status={ret.status} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={`/orders/${order.id}/return`}
        className={buttonClasses('secondary')}
        aria-label={t('order.returnOrExchangeLabel', { number: order.order_number })}
      >
        {t('order.returnOrExchange')}
      </Link>
    </section>
  );
}
