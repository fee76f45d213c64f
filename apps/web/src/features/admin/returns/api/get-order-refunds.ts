import type { Refund } from '@mavazi/shared/returns.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { returnKeys } from '../returns-keys';

/** GET /admin/orders/{id}/refunds: every refund of the order, with status and receipt. */
export function fetchOrderRefunds(orderId: number, signal?: AbortSignal): Promise<Refund[]> {
  return api<Refund[]>(`/admin/orders/${orderId}/refunds`, { signal });
}

export function useOrderRefunds(orderId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: returnKeys.refundsOfOrder(orderId),
    queryFn: ({ signal }) => fetchOrderRefunds(orderId, signal),
    enabled,
  });
}
