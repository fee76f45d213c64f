import type { OrderStatus } from '@mavazi/shared/constants';
import type { AdminOrder } from '@mavazi/shared/orders.schemas';
import { Modal } from '../../components/modal';

/** Asks before a status change: it moves stock and mails the customer. */
export function ConfirmStatusDialog({
  order,
  status,
  onConfirm,
  onCancel,
}: {
  order: AdminOrder;
  status: OrderStatus;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const who = order.customer
    ? `${order.customer.username} (${order.customer.email})`
    : 'The customer';
  return (
    <Modal title={`Change ${order.order_number} to ${status}?`} onClose={onCancel}>
      <p className="text-sm text-stone-800">
        {order.order_number} is {order.status}. It will become <strong>{status}</strong>.
      </p>
      <p className="mt-2 text-sm text-stone-800">{who} will be emailed about the change.</p>
      {status === 'Cancelled' ? (
        <p className="mt-2 text-sm text-stone-800">Its items go back into stock.</p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-md border border-stone-300 px-4 text-sm font-semibold text-stone-800 hover:bg-stone-50"
        >
          Keep {order.status}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Change to {status}
        </button>
      </div>
    </Modal>
  );
}
