import type { OrderStatus, PaymentStatus } from '@mavazi/shared/constants';
import type { AdminOrder } from '@mavazi/shared/orders.schemas';
import { Modal } from '../../components/modal';

/** A change an admin asks for on one order: its status or its payment status. */
export type StatusChange = { status: OrderStatus } | { payment_status: PaymentStatus };

/** What the customer hears of a change: status changes are mailed, and a payment marked Paid gets a receipt. */
function mailed(change: StatusChange): boolean {
  return 'status' in change || change.payment_status === 'Paid';
}

/** Asks before a status or payment change: it may move stock and mail the customer. */
export function ConfirmStatusDialog({
  order,
  change,
  onConfirm,
  onCancel,
}: {
  order: AdminOrder;
  change: StatusChange;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const who = order.customer
    ? `${order.customer.username} (${order.customer.email})`
    : 'The customer';
  const isStatus = 'status' in change;
  const from = isStatus ? order.status : order.payment_status;
  const to = isStatus ? change.status : change.payment_status;
  const what = isStatus ? order.order_number : `The payment of ${order.order_number}`;
  return (
    <Modal
      title={
        isStatus
          ? `Change ${order.order_number} to ${to}?`
          : `Mark the payment of ${order.order_number} ${to}?`
      }
      onClose={onCancel}
    >
      <p className="text-sm text-stone-800">
        {what} is {from}. It will become <strong>{to}</strong>.
      </p>
      {mailed(change) ? (
        <p className="mt-2 text-sm text-stone-800">{who} will be emailed about the change.</p>
      ) : null}
      {isStatus && to === 'Cancelled' ? (
        <p className="mt-2 text-sm text-stone-800">Its items go back into stock.</p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50"
        >
          Keep {from}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Change to {to}
        </button>
      </div>
    </Modal>
  );
}
