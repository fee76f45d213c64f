import type { TicketReplyInput, TicketThread } from '@mavazi/shared/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../admin-keys';

/** Answers as the shop; the API mails the shopper. */
export function replyToTicket(id: number, body: TicketReplyInput): Promise<TicketThread> {
  return api<TicketThread>(`/admin/support/tickets/${id}/replies`, { method: 'POST', body });
}

export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketReplyInput) => replyToTicket(id, body),
    onSuccess: (thread) => queryClient.setQueryData(adminKeys.ticket(id), thread),
  });
}
