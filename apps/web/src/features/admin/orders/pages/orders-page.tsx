import type { OrderStatus } from '@mavazi/shared/constants';
import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useAllOrders } from '../api/get-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderTable } from '../components/order-table';

/** /admin/orders: every order, with status changes. */
export function OrdersPage() {
  const orders = useAllOrders();
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
            />
          )}
        </QueryList>
      </section>
    </>
  );
}
