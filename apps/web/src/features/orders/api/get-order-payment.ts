import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentState } from '@mavazi/shared/payments.schemas';
import { api } from '../../../lib/api-client';

/** How often a payment waiting for the shopper's phone is asked about. */
const FOLLOW_EVERY_MS = 2_000;
/** An M-Pesa prompt lapses after about two minutes: following stops a little later. */
export const FOLLOW_FOR_MS = 150_000;

export function fetchOrderPayment(ref: string, signal?: AbortSignal): Promise<PaymentState> {
  return api<PaymentState>(`/orders/${encodeURIComponent(ref)}/payment`, { signal });
}

export function orderPaymentQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ['orders', 'payment', ref] as const,
    queryFn: ({ signal }) => fetchOrderPayment(ref, signal),
  });
}

/**
 * The payment of one of the shopper's orders. With `followSince` (when following started) it is
 * asked again every 2 s while it is Pending, for as long as a prompt can still be answered.
 */
export function useOrderPayment(ref: string, followSince: number | null) {
  return useQuery({
    ...orderPaymentQueryOptions(ref),
    enabled: followSince !== null,
    refetchInterval: (query) =>
      followSince !== null &&
      query.state.data?.payment_status === 'Pending' &&
      Date.now() - followSince < FOLLOW_FOR_MS
        ? FOLLOW_EVERY_MS
        : false,
  });
}
