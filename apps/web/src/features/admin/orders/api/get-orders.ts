import type { Order } from '@mavazi/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

/** Every shopper's orders, newest first. */
export function fetchAllOrders(): Promise<Order[]> {
  return api<Order[]>('/admin/orders');
}

export function useAllOrders() {
  return useQuery({ queryKey: adminKeys.orders(), queryFn: fetchAllOrders });
}
