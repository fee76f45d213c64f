import type { Order } from '@mavazi/shared/orders.schemas';
import type { OrderStatus, PaymentStatus } from '@mavazi/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

export interface OrderStatusUpdate {
  id: number;
  status?: OrderStatus;
  payment_status?: PaymentStatus;
}

export function updateOrderStatus({ id, ...changes }: OrderStatusUpdate): Promise<Order> {
  return api<Order>(`/admin/orders/${id}`, { method: 'PATCH', body: changes });
}

/** PATCH {status?, payment_status?}; the returned order replaces its row. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<Order[]>(adminKeys.orders(), (orders) =>
        orders?.map((order) => (order.id === updated.id ? updated : order)),
      );
    },
  });
}
