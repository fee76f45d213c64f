import type { OrderStatus, PaymentStatus } from '@mavazi/shared/constants';
import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useAllOrders } from '../api/get-orders';
import { useUpdateOrderStatus, type OrderStatusUpdate } from '../api/update-order-status';
import { OrderTable } from '../components/order-table';

/** /admin/orders: every order, with status and payment status changes. */
export function OrdersPage() {
  const orders = useAllOrders();
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

  return (
    <>
      <PageHeader title="Orders" />
      {updateError && (
        <div className="mb-4">
          <ErrorMessage>{updateError}</ErrorMessage>
        </div>
      )}
      <section aria-label="Order list" className={cardClass}>
        <QueryList
          query={orders}
          empty="No orders yet"
          error={(err) => `Error fetching orders: ${errorMessage(err)}`}
        >
          {(list) => (
            <OrderTable
              orders={list}
              savingId={updateStatus.isPending ? (updateStatus.variables?.id ?? null) : null}
              onStatusChange={handleStatusChange}
              onPaymentStatusChange={handlePaymentStatusChange}
            />
          )}
        </QueryList>
      </section>
    </>
  );
}
