import type { Order } from '@mavazi/shared/orders.schemas';
import type { OrderStatus } from '@mavazi/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { orderListKey } from './order-list';

export function updateOrderStatus({
  id,
  status,
}: {
  id: number;
  status: OrderStatus;
}): Promise<Order> {
  return api<Order>(`/admin/orders/${id}`, { method: 'PATCH', body: { status } });
}

/** PATCH /admin/orders/{id} {status}; the returned order replaces its row. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<Order[]>(orderListKey, (orders) =>
        orders?.map((order) => (order.id === updated.id ? updated : order)),
      );
    },
  });
}
