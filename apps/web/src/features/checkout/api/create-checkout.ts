import type { CheckoutBody, Order } from '@mavazi/shared/orders.schemas';
import { useInvalidatingMutation } from '../../../hooks/use-invalidating-mutation';
import { api } from '../../../lib/api-client';
import { productKeys } from '../../../lib/catalog-keys';
import { orderKeys } from '../../../lib/order-keys';

export interface CheckoutResult {
  message: string;
  order: Order;
  /** Guest checkout only: the secret of the order's private link, answered this once. */
  lookup_token?: string;
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

/** Stock and the shopper's order list change with every order. */
export function useCheckout() {
  return useInvalidatingMutation(createCheckout, [orderKeys.all, productKeys.all]);
}
