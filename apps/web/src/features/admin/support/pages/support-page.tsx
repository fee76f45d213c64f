import type { Ticket } from '@mavazi/shared/support.schemas';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/status-message';
import { UnexpectedDataFormatError, useTicketList } from '../api/ticket-list';
import { useResolveTicket } from '../api/ticket-resolve';
import { TicketCard } from '../components/ticket-card';

function listErrorText(err: Error): string {
  return err instanceof UnexpectedDataFormatError
    ? 'Unexpected data format'
    : 'Error fetching support tickets';
}

/** /admin/support: ticket cards with Resolve. */
export function SupportPage() {
  const tickets = useTicketList();
  const resolveTicket = useResolveTicket();

  const listError = tickets.error;
  useEffect(() => {
    // toastId: one toast per failure, even when effects run twice.
    if (listError) toast.error(listErrorText(listError), { toastId: 'admin-support-tickets' });
  }, [listError]);

  function handleResolve(ticket: Ticket) {
    resolveTicket.mutate(ticket.id, {
      onSuccess: () => toast.success('Ticket status updated'),
      onError: (err) => toast.error(`Error updating ticket: ${errorMessage(err)}`),
    });
  }

  return (
    <>
      <PageHeader title="Support" />
      {tickets.isPending ? (
        <LoadingMessage />
      ) : tickets.isError ? (
        <ErrorMessage>
          {tickets.error instanceof UnexpectedDataFormatError
            ? 'Unexpected data format'
            : `Error fetching support tickets: ${errorMessage(tickets.error)}`}
        </ErrorMessage>
      ) : tickets.data.length === 0 ? (
        <EmptyMessage>No support tickets</EmptyMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {tickets.data.map((ticket) => (
            <li key={ticket.id} className="flex">
              <TicketCard
                ticket={ticket}
                resolving={resolveTicket.isPending && resolveTicket.variables === ticket.id}
                onResolve={handleResolve}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
