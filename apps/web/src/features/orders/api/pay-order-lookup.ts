import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './get-order-lookup';

export interface PayLookupRequest {
  number: string;
  token: string;
  mpesaPhone: string;
}

/** "Pay again" for a guest's M-Pesa order, by its private link (202). */
export function payOrderLookup({
  number,
  token,
  mpesaPhone,
}: PayLookupRequest): Promise<{ message: string }> {
  return api<{ message: string }>('/orders/lookup/pay', {
    method: 'POST',
    body: { number, token, mpesa_phone: mpesaPhone },
  });
}

export function usePayOrderLookup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrderLookup,
    // The payment is Pending again: the page reads the order afresh.
    onSuccess: (_data, { number, token }) =>
      queryClient.invalidateQueries({ queryKey: lookupKeys.one(number, token) }),
  });
}
