import type { Return, ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { returnKeys } from '../../../lib/returns-keys';

export interface CreateReturnInput {
  orderId: number;
  body: ReturnCreateBody;
  /** The same key for every try of one form, so a double click or a retry makes one return. */
  idempotencyKey: string;
}

export function createReturn({
  orderId,
  body,
  idempotencyKey,
}: CreateReturnInput): Promise<Return> {
  return api<Return>(`/orders/${orderId}/returns`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: async (created) => {
      queryClient.setQueryData(returnKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(created.order_id) });
    },
  });
}
