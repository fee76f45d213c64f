import type { OrderStatus } from '@mavazi/shared/constants';
import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useOrderList } from '../api/order-list';
import { useUpdateOrderStatus } from '../api/order-status-update';
import { OrderTable } from '../components/order-table';

/** /admin/orders: every order, with status changes. */
export function OrdersPage() {
  const orders = useOrderList();
  const updateStatus = useUpdateOrderStatus();
  const [updateError, setUpdateError] = useState<string | null>(null);

  function handleStatusChange(order: Order, status: OrderStatus) {
    setUpdateError(null);
    updateStatus.mutate(
      { id: order.id, status },
      {
        onSuccess: (updated) => toast.success(`${updated.order_number} is now ${updated.status}`),
        onError: (err) => {
          const text = `Error updating ${order.order_number}: ${errorMessage(err)}`;
          setUpdateError(text);
          toast.error(text);
        },
      },
    );
  }

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
            />
          )}
        </section>
      )}
    </>
  );
}
