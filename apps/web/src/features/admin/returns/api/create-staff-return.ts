import type { Return, ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { returnKeys } from '../returns-keys';

export interface StaffReturnInput {
  orderId: number;
  body: ReturnCreateBody;
  /** One key per form, so a double click or a retry opens one return. */
  idempotencyKey: string;
}

/** POST /admin/orders/{id}/returns: support opens a return for a shopper who called. */
export function createStaffReturn({
  orderId,
  body,
  idempotencyKey,
}: StaffReturnInput): Promise<Return> {
  return api<Return>(`/admin/orders/${orderId}/returns`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateStaffReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaffReturn,
    onSuccess: async (created) => {
      queryClient.setQueryData(returnKeys.detail(created.id), created);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(created.order_id) }),
      ]);
    },
  });
}
