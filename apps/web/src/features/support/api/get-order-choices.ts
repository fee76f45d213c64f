import type { Order } from '@mavazi/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** The shopper's most recent orders, offered to link a ticket to. */
export function fetchOrderChoices(signal?: AbortSignal): Promise<Order[]> {
  return api<Order[]>('/orders?limit=50', { signal });
}

export function useOrderChoices() {
  return useQuery({
    queryKey: supportKeys.orderChoices(),
    queryFn: ({ signal }) => fetchOrderChoices(signal),
  });
}
