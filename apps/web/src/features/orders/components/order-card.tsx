import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@mavazi/shared/orders.schemas';
import { buttonClasses } from '../../../components/button';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';
import { formatDateTime } from '../../../lib/format-date';
import {
  orderStatusLabel,
  paymentMethodLabel,
  paymentStatusLabel,
} from '../../../lib/payment-methods';
import { useLivePayment } from '../api/get-order-payment';
import { InvoiceButton } from './invoice-button';
import { OrderPayment } from './order-payment';
import { OrderReturns } from './order-returns';
import { OrderStatusBadge } from './order-status-badge';

export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.id}-heading`;
  // The same live state as the payment box below, so the card never says two things.
  const payment = useLivePayment(order);
  const { t } = useTranslation('account');
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('order.heading', { number: order.order_number })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-4">
        <div>
          <dt className="text-stone-600">{t('order.totalAmount')}</dt>
          <dd className="font-semibold">
            <PriceText amount={order.total_amount} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('order.placed')}</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('order.status')}</dt>
          <dd>{orderStatusLabel(order.status)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('order.payment')}</dt>
          <dd>
            {paymentMethodLabel(order.payment_method)} · {paymentStatusLabel(payment.status)}
          </dd>
        </div>
        {order.vat_rate > 0 ? (
          <div>
            <dt className="text-stone-600">{t('order.vat', { rate: order.vat_rate })}</dt>
            <dd>
              <PriceText amount={order.vat_amount} />
            </dd>
          </div>
        ) : null}
        {order.tracking_number ? (
          <div className="col-span-2">
            <dt className="text-stone-600">{t('order.courier')}</dt>
            <dd>
              {order.courier}, <span className="font-mono">{order.tracking_number}</span>
            </dd>
          </div>
        ) : null}
        {order.discount_percentage > 0 ? (
          <div>
            <dt className="text-stone-600">{t('order.discount')}</dt>
            <dd>
              {order.discount_percentage}%{order.promotion_code ? ` (${order.promotion_code})` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderDeliveryDetails order={order} />
      <OrderPayment order={order} />
      <OrderLines items={order.items} label={t('order.itemsOf', { number: order.order_number })} />
      <Link
        to={`/order-tracking?order=${encodeURIComponent(order.order_number)}`}
        className={buttonClasses('secondary')}
        aria-label={t('order.trackLabel', { number: order.order_number })}
      >
        {t('order.track')}
      </Link>
      {order.invoice_number ? <InvoiceButton order={order} className="ml-3" /> : null}
      <OrderReturns order={order} />
    </article>
  );
}

/** An order card's shape while the orders load, so the page does not jump when they arrive. */
export function OrderCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex justify-between">
        <div className="h-7 w-48 animate-pulse rounded bg-stone-200" />
        <div className="h-6 w-20 animate-pulse rounded-full bg-stone-200" />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-10 animate-pulse rounded bg-stone-100" />
        ))}
      </div>
      <div className="h-16 animate-pulse rounded bg-stone-100" />
      <div className="h-12 animate-pulse rounded bg-stone-100" />
    </div>
  );
}
