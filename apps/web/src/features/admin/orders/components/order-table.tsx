import { openPrintable } from '../../../../lib/api-download';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import {
  canChangePaymentStatus,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '@mavazi/shared/constants';
import { displayPhone, formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh } from '@mavazi/shared/money';
import type { AdminOrder } from '@mavazi/shared/orders.schemas';
import { Link } from 'react-router';
import { OrderLineProduct } from '../../../../components/order-lines';
import { deliveryFeeText } from '../../../../lib/delivery-text';
import { formatDateTime } from '../../../../lib/format-date';
import { paymentMethodLabel } from '../../../../lib/payment-methods';
import { ADMIN_PATHS } from '../../admin-paths';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { inputClass } from '../../components/styles';
import { statusRowClass } from './order-status-style';
import type { StatusChange } from './confirm-status-dialog';

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

const ORDER_COLUMNS: readonly AdminColumn[] = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Items' },
  { label: 'Delivery' },
  { label: 'Total', align: 'right' },
  { label: 'Payment' },
  { label: 'Status' },
];

const cell = 'px-3 py-3 align-top';

/** Orders coloured by status; each status selector offers only the changes the shop allows. */
export function OrderTable({
  orders,
  savingId,
  readOnly = false,
  onChange,
}: {
  orders: AdminOrder[];
  savingId: number | null;
  /** A role that may read orders but not change them (orders.write) sees the selectors disabled. */
  readOnly?: boolean;
  onChange: (order: AdminOrder, change: StatusChange) => void;
}) {
  return (
    <AdminTable caption="Orders" columns={ORDER_COLUMNS} bodyClassName="divide-y divide-white">
      {orders.map((order) => {
        const next = ORDER_STATUS_TRANSITIONS[order.status];
        return (
          <tr key={order.id} data-status={order.status} className={statusRowClass(order.status)}>
            <td className={`${cell} whitespace-nowrap`}>
              <Link
                to={`${ADMIN_PATHS.orders}/${order.id}`}
                className="font-mono font-semibold text-stone-900 underline"
                aria-label={`Open order ${order.order_number}`}
              >
                {order.order_number}
              </Link>
              <span className="block text-xs text-stone-700">ID {order.id}</span>
              <time dateTime={order.created_at} className="block text-xs text-stone-700">
                {formatDateTime(order.created_at)}
              </time>
            </td>
            <td className={`${cell} max-w-48 break-words`}>
              {order.customer ? (
                <>
                  <span className="block font-medium text-stone-900">
                    {order.customer.username}
                  </span>
                  {order.customer.phone_number ? (
                    <a
                      href={`tel:${order.customer.phone_number.replace(/\s/g, '')}`}
                      className="block py-1 text-xs text-stone-800 underline"
                    >
                      {displayPhone(order.customer.phone_number)}
                    </a>
                  ) : null}
                  <a
                    href={`mailto:${order.customer.email}`}
                    className="block py-1 text-xs break-all text-stone-800 underline"
                  >
                    {order.customer.email}
                  </a>
                </>
              ) : (
                <span className="text-stone-700">User {order.user_id}</span>
              )}
            </td>
            <td className={`${cell} min-w-52`}>
              <ul aria-label={`Items of order ${order.order_number}`} className="space-y-2">
                {order.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-2 text-sm">
                    <OrderLineProduct item={item} />
                    <span className="whitespace-nowrap text-stone-800 tabular-nums">
                      × {item.quantity}
                    </span>
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${cell} min-w-48 text-sm`}>
              {order.shipping_address}
              {order.delivery ? (
                <span className="block text-xs text-stone-800">
                  {order.delivery.option_name} · {deliveryFeeText(order.delivery.fee)} ·{' '}
                  {formatKenyanPhone(order.delivery.phone)}
                  {order.delivery.notes ? ` · ${order.delivery.notes}` : ''}
                </span>
              ) : null}
            </td>
            <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
              {formatKsh(order.total_amount)}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              {paymentMethodLabel(order.payment_method)}
              <select
                aria-label={`Payment of ${order.order_number}`}
                value={order.payment_status}
                disabled={readOnly || savingId === order.id}
                onChange={(event) => {
                  if (isPaymentStatus(event.target.value))
                    onChange(order, { payment_status: event.target.value });
                }}
                className={`${inputClass} mt-1 block min-h-11 min-w-32 py-1.5`}
              >
                {PAYMENT_STATUSES.filter(
                  (status) =>
                    status === order.payment_status ||
                    canChangePaymentStatus(order.payment_status, status),
                ).map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
              {order.payment.mpesa_receipt ? (
                <span className="mt-1 block font-mono text-xs text-stone-700">
                  {order.payment.mpesa_receipt}
                </span>
              ) : null}
            </td>
            <td className={`${cell} whitespace-nowrap`}>
              <select
                aria-label={`Status of ${order.order_number}`}
                value={order.status}
                disabled={readOnly || savingId === order.id || next.length === 0}
                onChange={(event) => {
                  if (isOrderStatus(event.target.value))
                    onChange(order, { status: event.target.value });
                }}
                className={`${inputClass} min-h-11 min-w-32 py-1.5`}
              >
                {[order.status, ...next].map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
              <Link
                to={`${ADMIN_PATHS.orders}/${order.order_number}/packing-slip`}
                target="_blank"
                className="mt-2 inline-block text-xs font-semibold text-stone-900 underline"
                aria-label={`Packing slip of ${order.order_number} (opens in a new tab)`}
              >
                Packing slip
              </Link>
              {order.invoice_number ? (
                <button
                  type="button"
                  onClick={() =>
                    void openPrintable(`/admin/orders/${order.id}/invoice`).catch((err: unknown) =>
                      toast.error(`Error opening the invoice: ${errorMessage(err)}`),
                    )
                  }
                  className="mt-2 ml-3 inline-block text-xs font-semibold text-stone-900 underline"
                  aria-label={`Download invoice ${order.invoice_number} of ${order.order_number} (opens in a new tab)`}
                >
                  Download invoice
                </button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
