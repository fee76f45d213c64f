import type { OrderStatus, PaymentStatus } from '@mavazi/shared/constants';
import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useOrderList } from '../api/order-list';
import { useUpdateOrderStatus, type OrderStatusUpdate } from '../api/order-status-update';
import { OrderTable } from '../components/order-table';

/** /admin/orders: every order, with status changes. */
export function OrdersPage() {
  const orders = useOrderList();
  const updateStatus = useUpdateOrderStatus();
  const [updateError, setUpdateError] = useState<string | null>(null);

  function update(order: Order, changes: OrderStatusUpdate, done: (updated: Order) => string) {
    setUpdateError(null);
    updateStatus.mutate(changes, {
      onSuccess: (updated) => toast.success(done(updated)),
      onError: (err) => {
        const text = `Error updating ${order.order_number}: ${errorMessage(err)}`;
        setUpdateError(text);
        toast.error(text);
      },
    });
  }

  const handleStatusChange = (order: Order, status: OrderStatus) =>
    update(order, { id: order.id, status }, (o) => `${o.order_number} is now ${o.status}`);
  const handlePaymentStatusChange = (order: Order, paymentStatus: PaymentStatus) =>
    update(
      order,
      { id: order.id, payment_status: paymentStatus },
      (o) => `${o.order_number} payment is now ${o.payment_status}`,
    );

  const readError = orders.isError ? `Error fetching orders: ${errorMessage(orders.error)}` : null;
  const shownError = updateError ?? readError;

  return (
    <>
      <PageHeader title="Orders" />
      {shownError && (
        <div className="mb-4">
          <ErrorMessage>{shownError}</ErrorMessage>
        </div>
      )}
      {orders.isPending ? (
        <LoadingMessage />
      ) : orders.isError ? null : (
        <section aria-label="Order list" className={cardClass}>
          {orders.data.length === 0 ? (
            <EmptyMessage>No orders yet</EmptyMessage>
          ) : (
            <OrderTable
              orders={orders.data}
              savingId={updateStatus.isPending ? (updateStatus.variables?.id ?? null) : null}
              onStatusChange={handleStatusChange}
              onPaymentStatusChange={handlePaymentStatusChange}
            />
          )}
        </section>
      )}
    </>
  );
}
