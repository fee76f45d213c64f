import { useMutation } from '@tanstack/react-query';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { api } from './api-client';

/** One of the shopper's orders with its tracking fields; `ref` is the id or the order number (ORD-000042). */
export function fetchTrackedOrder(ref: string): Promise<TrackedOrder> {
  return api<TrackedOrder>(`/orders/${encodeURIComponent(ref)}`);
}

/** Tracking runs on a button press, so it is a mutation-style call (fresh on every press). */
export function useTrackOrder() {
  return useMutation({ mutationFn: fetchTrackedOrder });
}
