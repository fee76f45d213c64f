import type { StaffTicket } from '@mavazi/shared/support.schemas';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useResolveTicket } from './api/resolve-ticket';

/** Resolve with the spec's toasts; `resolvingId` is the ticket being resolved, if any. */
export function useResolveWithToast() {
  const resolveTicket = useResolveTicket();
  function resolve(ticket: StaffTicket) {
    resolveTicket.mutate(ticket.id, {
      onSuccess: () => toast.success('Ticket status updated'),
      onError: (err) => toast.error(`Error updating ticket: ${errorMessage(err)}`),
    });
  }
  return { resolve, resolvingId: resolveTicket.isPending ? resolveTicket.variables : null };
}
