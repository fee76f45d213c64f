import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@mavazi/shared/orders.schemas';
import { api } from '../../../lib/api-client';

export function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>('/orders', { signal });
}

export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ['orders', 'mine'] as const,
    queryFn: ({ signal }) => fetchOrders(signal),
    // The page sends the shopper to /login on failure; retrying would only delay that.
    retry: false,
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
