import type { TicketReplyInput, TicketThread } from '@mavazi/shared/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function replyToTicket(id: number, body: TicketReplyInput): Promise<TicketThread> {
  return api<TicketThread>(`/support/tickets/${id}/replies`, { method: 'POST', body });
}

/** The answer is the whole conversation: it replaces the cached one; the list shows the new status. */
export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketReplyInput) => replyToTicket(id, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(supportKeys.ticket(id), thread);
      void queryClient.invalidateQueries({ queryKey: supportKeys.mineAll() });
    },
  });
}
