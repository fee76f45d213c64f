import type { Order } from '@mavazi/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const orderListKey = ['admin', 'orders'] as const;

export function fetchOrders(): Promise<Order[]> {
  return api<Order[]>('/admin/orders');
}

/** GET /admin/orders, newest first. */
export function useOrderList() {
  return useQuery({ queryKey: orderListKey, queryFn: fetchOrders });
}
