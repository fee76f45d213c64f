import type { Return } from '@mavazi/shared/returns.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminSession } from '../../../../lib/session-store';
import { returnKeys } from '../returns-keys';

/** GET /orders/{id}/returns answers the order's owner or staff: the staff token goes with it. */
export function fetchOrderReturns(orderId: number, signal?: AbortSignal): Promise<Return[]> {
  return api<Return[]>(`/orders/${orderId}/returns`, { signal, session: adminSession });
}

export function useOrderReturns(orderId: number) {
  return useQuery({
    queryKey: returnKeys.ofOrder(orderId),
    queryFn: ({ signal }) => fetchOrderReturns(orderId, signal),
  });
}
