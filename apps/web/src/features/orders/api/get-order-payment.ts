import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@mavazi/shared/orders.schemas';
import type { OrderPayment, PaymentState } from '@mavazi/shared/payments.schemas';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-keys';

/** How often a payment waiting for the shopper's phone is asked about, while a prompt can be answered. */
const FOLLOW_EVERY_MS = 2_000;
/** After a prompt's life (about two minutes) a waiting payment is asked about less often. */
const SLOW_FOLLOW_EVERY_MS = 15_000;
export const FOLLOW_FOR_MS = 150_000;

export function fetchOrderPayment(ref: string, signal?: AbortSignal): Promise<PaymentState> {
  return api<PaymentState>(`/orders/${encodeURIComponent(ref)}/payment`, { signal });
}

export function orderPaymentQueryOptions(ref: string) {
  return queryOptions({
    queryKey: orderKeys.payment(ref),
    queryFn: ({ signal }) => fetchOrderPayment(ref, signal),
  });
}

/**
 * The payment of one of the shopper's M-Pesa orders, from the server: asked again every 2 s while
 * it waits for the phone (every 15 s once a prompt would have lapsed), so every page shows one state.
 */
export function useOrderPayment(ref: string, enabled: boolean) {
  const [since] = useState(() => Date.now());
  return useQuery({
    ...orderPaymentQueryOptions(ref),
    enabled,
    refetchInterval: (query) => {
      if (query.state.data?.outcome !== 'waiting') return false;
      return Date.now() - since < FOLLOW_FOR_MS ? FOLLOW_EVERY_MS : SLOW_FOLLOW_EVERY_MS;
    },
  });
}

/**
 * The order's payment as the server sees it now: the live state over the one the order was read with.
 * `follow: false` keeps the order's own (a guest's look-up follows the payment itself).
 */
export function useLivePayment(order: Order, follow = true): OrderPayment {
  // A payment settled when the order was read (Paid, Refunded) is not asked about again.
  const open = order.payment.status === 'Pending' || order.payment.status === 'Failed';
  const live = useOrderPayment(
    String(order.id),
    follow && order.payment_method === 'mpesa' && open,
  );
  if (!live.data) return order.payment;
  return {
    ...order.payment,
    status: live.data.payment_status,
    mpesa_receipt: live.data.mpesa_receipt,
    message: live.data.message,
    outcome: live.data.outcome,
    pay_again_at: live.data.pay_again_at,
  };
}
