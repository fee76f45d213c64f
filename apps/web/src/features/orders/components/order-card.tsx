import type { Order } from '@mavazi/shared/orders.schemas';
import { OrderDeliveryDetails } from '../../../components/order-delivery-details';
import { OrderLineProduct } from '../../../components/order-lines';
import { PriceText } from '../../../components/price-text';
import { formatDateTime } from '../../../lib/format-date';
import { paymentMethodLabel } from '../../../lib/payment-methods';
import { OrderStatusBadge } from './order-status-badge';

export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Order {order.order_number}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-stone-500">Total amount</dt>
          <dd className="font-semibold">
            <PriceText amount={order.total_amount} />
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Placed</dt>
          <dd>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">Status</dt>
          <dd>{order.status}</dd>
        </div>
        <div>
          <dt className="text-stone-500">Payment</dt>
          <dd>
            {paymentMethodLabel(order.payment_method)} · {order.payment_status}
          </dd>
        </div>
        {order.discount_percentage > 0 ? (
          <div>
            <dt className="text-stone-500">Discount</dt>
            <dd>
              {order.discount_percentage}%{order.promotion_code ? ` (${order.promotion_code})` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      <OrderDeliveryDetails order={order} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Items of order {order.order_number}</caption>
          <thead className="border-b border-stone-200 text-stone-500">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Product ID
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Product
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                Quantity
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Price
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className="py-2 pr-3 tabular-nums">{item.product_id ?? '—'}</td>
                <td className="py-2 pr-3">
                  <OrderLineProduct item={item} />
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                <td className="py-2 text-right">
                  <PriceText amount={item.price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
