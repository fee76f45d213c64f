import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../admin-keys';

/**
 * A fulfilment write answers the whole staff order: it replaces the page's copy, and the order
 * list is read again (its rows show status and payment).
 */
export function useStaffOrderWrite<T>(pageId: string, write: (body: T) => Promise<StaffOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(pageId), order);
      void queryClient.invalidateQueries({
        queryKey: adminKeys.orders(),
        predicate: (q) => q.queryKey[2] !== 'detail',
      });
    },
  });
}
