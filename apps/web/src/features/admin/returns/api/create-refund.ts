import type { Refund, RefundCreateBody } from '@mavazi/shared/returns.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';
import { returnKeys } from '../returns-keys';

export interface RefundInput {
  orderId: number;
  body: RefundCreateBody;
  /** One key per form, so two clicks (or two tabs) pay back once. */
  idempotencyKey: string;
}

export function createRefund({ orderId, body, idempotencyKey }: RefundInput): Promise<Refund> {
  return api<Refund>(`/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** After a refund the order's refunds, its returns and the orders (refunded amount) are read again. */
export function useCreateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: async (refund) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.refundsOfOrder(refund.order_id) }),
        queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(refund.order_id) }),
        queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
        ...(refund.return_id !== null
          ? [queryClient.invalidateQueries({ queryKey: returnKeys.detail(refund.return_id) })]
          : []),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]);
    },
  });
}
