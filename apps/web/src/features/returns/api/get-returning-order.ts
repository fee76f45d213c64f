import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { useQuery } from '@tanstack/react-query';
import { fetchTrackedOrder } from '../../../lib/get-order';
import { returnKeys } from '../../../lib/returns-keys';

/** The order a return is asked for, with its status history (when it was delivered). */
export function useReturningOrder(orderId: number) {
  return useQuery<TrackedOrder>({
    queryKey: returnKeys.order(orderId),
    queryFn: () => fetchTrackedOrder(String(orderId)),
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });
}
