import {
  canChangePaymentStatus,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@mavazi/shared/constants';
import { formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh } from '@mavazi/shared/money';
import type { Order } from '@mavazi/shared/orders.schemas';
import { OrderLines } from '../../../../components/order-lines';
import { deliveryFeeText } from '../../../../lib/delivery-text';
import { formatDateTime } from '../../../../lib/format-date';
import { paymentMethodLabel } from '../../../../lib/payment-methods';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { inputClass, tdClass } from '../../components/styles';
import { statusRowClass } from './order-status-style';

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

const ORDER_COLUMNS: readonly AdminColumn[] = [
  { label: 'Order' },
  { label: 'User ID' },
  { label: 'Items' },
  { label: 'Total', align: 'right' },
  { label: 'Date' },
  { label: 'Status' },
  { label: 'Shipping address' },
  { label: 'Payment method' },
  { label: 'Payment status' },
];

/** Orders coloured by status, each with a status and a payment status selector. */
export function OrderTable({
  orders,
  savingId,
  onStatusChange,
  onPaymentStatusChange,
}: {
  orders: Order[];
  savingId: number | null;
  onStatusChange: (order: Order, status: OrderStatus) => void;
  onPaymentStatusChange: (order: Order, paymentStatus: PaymentStatus) => void;
}) {
  return (
    <AdminTable caption="Orders" columns={ORDER_COLUMNS} bodyClassName="divide-y divide-white">
      {orders.map((order) => (
        <tr key={order.id} data-status={order.status} className={statusRowClass(order.status)}>
          <td className={`${tdClass} whitespace-nowrap`}>
            <span className="font-mono font-semibold text-stone-900">{order.order_number}</span>
            <span className="block text-xs text-stone-500">ID {order.id}</span>
          </td>
          <td className={tdClass}>{order.user_id}</td>
          <td className={`${tdClass} min-w-64`}>
            <OrderLines items={order.items} label={`Items of order ${order.order_number}`} />
          </td>
          <td className={`${tdClass} whitespace-nowrap text-right`}>
            {formatKsh(order.total_amount)}
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>
            <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
          </td>
          <td className={tdClass}>
            <select
              aria-label={`Status of ${order.order_number}`}
              value={order.status}
              disabled={savingId === order.id}
              onChange={(event) => {
                if (isOrderStatus(event.target.value)) onStatusChange(order, event.target.value);
              }}
              className={`${inputClass} min-w-36 py-1.5`}
            >
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </td>
          <td className={`${tdClass} min-w-56`}>
            {order.shipping_address}
            {order.delivery ? (
              <span className="block text-xs text-stone-600">
                {order.delivery.option_name} · {deliveryFeeText(order.delivery.fee)} ·{' '}
                {formatKenyanPhone(order.delivery.phone)}
                {order.delivery.notes ? ` · ${order.delivery.notes}` : ''}
              </span>
            ) : null}
          </td>
          <td className={`${tdClass} whitespace-nowrap`}>
            {paymentMethodLabel(order.payment_method)}
          </td>
          <td className={tdClass}>
            <select
              aria-label={`Payment of ${order.order_number}`}
              value={order.payment_status}
              disabled={savingId === order.id}
              onChange={(event) => {
                if (isPaymentStatus(event.target.value))
                  onPaymentStatusChange(order, event.target.value);
              }}
              className={`${inputClass} min-w-32 py-1.5`}
            >
              {PAYMENT_STATUSES.map((status) => (
                <option
                  key={status}
                  value={status}
                  disabled={!canChangePaymentStatus(order.payment_status, status)}
                >
                  {status}
                </option>
              ))}
            </select>
            {order.payment.mpesa_receipt ? (
              <span className="mt-1 block font-mono text-xs text-stone-600">
                {order.payment.mpesa_receipt}
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
