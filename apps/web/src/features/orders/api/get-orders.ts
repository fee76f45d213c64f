import { useQuery } from '@tanstack/react-query';
import type { Order } from '@mavazi/shared/orders.schemas';
import { api } from '../../../lib/api-client';

/** The signed-in shopper's cached order reads. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
};

export function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>('/orders', { signal });
}

export function useOrders() {
  return useQuery({
    queryKey: orderKeys.mine(),
    queryFn: ({ signal }) => fetchOrders(signal),
    // The page sends the shopper to /login on failure; retrying would only delay that.
    retry: false,
  });
}
