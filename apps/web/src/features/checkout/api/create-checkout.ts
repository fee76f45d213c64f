import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutBody, Order } from '@mavazi/shared/orders.schemas';
import { api } from '../../../lib/api-client';

export interface CheckoutResult {
  message: string;
  order: Order;
}

export interface CheckoutRequest {
  body: CheckoutBody;
  /** One key per attempt: a repeated submit of the same cart returns the first order instead of a second one. */
  idempotencyKey: string;
}

export function createCheckout({ body, idempotencyKey }: CheckoutRequest): Promise<CheckoutResult> {
  return api<CheckoutResult>('/checkout', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    onSuccess: async () => {
      // Stock and the shopper's order list changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
