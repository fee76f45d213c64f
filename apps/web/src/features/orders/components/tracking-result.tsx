import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLines } from '../../../components/order-lines';
import { formatDate } from '../../../lib/format-date';
import { OrderPayment } from './order-payment';
import { OrderStatusBadge } from './order-status-badge';

export function TrackingResult({ order }: { order: TrackedOrder }) {
  return (
    <section
      aria-labelledby="tracking-heading"
      className="space-y-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="tracking-heading" className="text-lg font-semibold text-stone-900">
          Order {order.order_number}
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">Status</dt>
          <dd className="mt-1 font-semibold">{order.status}</dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">Expected delivery date</dt>
          <dd className="mt-1 font-semibold">
            {order.expectedDeliveryDate
              ? formatDate(order.expectedDeliveryDate, 'long')
              : 'Not available'}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-50 p-4">
          <dt className="text-sm text-stone-500">Current location</dt>
          <dd className="mt-1 font-semibold">{order.currentLocation ?? 'Not available'}</dd>
        </div>
        {order.tracking_number ? (
          <div className="rounded-xl bg-stone-50 p-4 sm:col-span-3">
            <dt className="text-sm text-stone-500">Courier and tracking number</dt>
            <dd className="mt-1 font-semibold">
              {order.courier}, <span className="font-mono">{order.tracking_number}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderLines items={order.items} label={`Items of order ${order.order_number}`} />
      <OrderDeliveryDetails order={order} />
      <OrderPayment order={order} />
    </section>
  );
}
