import type { AdminRefundSettle, Refund } from '@mavazi/shared/returns.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';
import { returnKeys } from '../returns-keys';

export function settleRefund({
  id,
  body,
}: {
  id: number;
  body: AdminRefundSettle;
}): Promise<Refund> {
  return api<Refund>(`/admin/refunds/${id}`, { method: 'PATCH', body });
}

/** PATCH /admin/refunds/{id}: staff record what the M-Pesa portal says of a refund without a result. */
export function useSettleRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleRefund,
    onSuccess: async (refund) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.staleRefunds() }),
        queryClient.invalidateQueries({ queryKey: returnKeys.refundsOfOrder(refund.order_id) }),
        queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]);
    },
  });
}
