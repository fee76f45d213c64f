import type { AdminReturnUpdate, Return } from '@mavazi/shared/returns.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';
import { returnKeys } from '../returns-keys';

export function updateReturn({ id, ...body }: AdminReturnUpdate & { id: number }): Promise<Return> {
  return api<Return>(`/admin/returns/${id}`, { method: 'PATCH', body });
}

/**
 * Approve, reject, receive or exchange. The answer replaces the cached return; lists, the order's
 * returns and the orders (an exchange adds one) are read again.
 */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSuccess: async (updated) => {
      queryClient.setQueryData(returnKeys.detail(updated.id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(updated.order_id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      ]);
    },
  });
}
