import type { OrderStatus, PaymentStatus } from '@mavazi/shared/constants';
import type { AdminOrder, Order } from '@mavazi/shared/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { Page } from '../../../../lib/paged';
import { adminKeys } from '../../admin-keys';

export interface OrderStatusUpdate {
  id: number;
  status?: OrderStatus;
  payment_status?: PaymentStatus;
}

export function updateOrderStatus({ id, ...changes }: OrderStatusUpdate): Promise<Order> {
  return api<Order>(`/admin/orders/${id}`, { method: 'PATCH', body: changes });
}

/**
 * PATCH {status?, payment_status?}; the returned order replaces its row on every cached page (keeping the
 * customer, which the answer lacks).
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueriesData<Page<AdminOrder>>({ queryKey: adminKeys.orders() }, (page) =>
        page?.items
          ? {
              ...page,
              items: page.items.map((order) =>
                order.id === updated.id
                  ? { ...order, ...updated, customer: order.customer }
                  : order,
              ),
            }
          : page,
      );
    },
  });
}
