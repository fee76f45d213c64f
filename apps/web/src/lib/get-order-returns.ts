import type { Return } from '@mavazi/shared/returns.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { returnKeys } from './returns-keys';

/** The returns of one of the shopper's orders, newest first (an order has a handful at most). */
export function fetchOrderReturns(orderId: number, signal?: AbortSignal): Promise<Return[]> {
  return api<Return[]>(`/orders/${orderId}/returns`, { signal });
}

export function useOrderReturns(orderId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: ({ signal }) => fetchOrderReturns(orderId, signal),
    enabled,
  });
}
