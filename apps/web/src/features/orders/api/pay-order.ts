import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-keys';

export interface PayOrderRequest {
  /** The order's id or number. */
  ref: string;
  /** Normalised (2547XXXXXXXX) or as typed; the server normalises it again. */
  mpesaPhone: string;
}

/** Asks for a new M-Pesa prompt for an unpaid M-Pesa order (202). */
export function payOrder({ ref, mpesaPhone }: PayOrderRequest): Promise<{ message: string }> {
  return api<{ message: string }>(`/orders/${encodeURIComponent(ref)}/pay`, {
    method: 'POST',
    body: { mpesa_phone: mpesaPhone },
  });
}

export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    // The order's payment is Pending again: lists and the followed payment read it afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
