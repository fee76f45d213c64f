import { useTranslation } from 'react-i18next';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { formatDate } from '../../../lib/format-date';
import { orderStatusLabel } from '../../../lib/payment-methods';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';

export function TrackingResult({ order }: { order: TrackedOrder }) {
  const { t } = useTranslation('account');
  return (
    <section
      aria-labelledby="tracking-heading"
      className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracking-heading" className="text-lg font-semibold text-stone-900">
          {t('order.heading', { number: order.order_number })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">{t('order.status')}</dt>
          <dd className="mt-1 font-semibold">{orderStatusLabel(order.status)}</dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">{t('tracking.expected')}</dt>
          <dd className="mt-1 font-semibold">
            {order.expectedDeliveryDate
              ? formatDate(order.expectedDeliveryDate, 'long')
              : t('tracking.notAvailable')}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">{t('tracking.location')}</dt>
          <dd className="mt-1 font-semibold">
            {order.currentLocation ?? t('tracking.notAvailable')}
          </dd>
        </div>
        {order.tracking_number ? (
          <div className="rounded-xl bg-stone-50 p-4 sm:col-span-3">
            <dt className="text-sm text-stone-500">{t('order.courier')}</dt>
            <dd className="mt-1 font-semibold">
              {order.courier}, <span className="font-mono">{order.tracking_number}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderLines items={order.items} label={t('order.itemsOf', { number: order.order_number })} />
      <OrderDeliveryDetails order={order} />
      <OrderPayment order={order} />
    </section>
  );
}
