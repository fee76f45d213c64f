import type { Ticket } from '@mavazi/shared/support.schemas';
import { useEffect } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { useTickets } from '../api/get-tickets';
import { useResolveTicket } from '../api/resolve-ticket';
import { TicketCard } from '../components/ticket-card';

function unexpectedFormat(err: Error): boolean {
  return isApiError(err, 'UNEXPECTED_RESPONSE');
}

/** /admin/support: ticket cards with Resolve. */
export function SupportPage() {
  const tickets = useTickets();
  const resolveTicket = useResolveTicket();

  const listError = tickets.error;
  useEffect(() => {
    if (!listError) return;
    // toastId: one toast per failure, even when effects run twice.
    toast.error(
      unexpectedFormat(listError) ? 'Unexpected data format' : 'Error fetching support tickets',
      { toastId: 'admin-support-tickets' },
    );
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
      <QueryList
        query={tickets}
        empty="No support tickets"
        error={(err) =>
          unexpectedFormat(err)
            ? 'Unexpected data format'
            : `Error fetching support tickets: ${errorMessage(err)}`
        }
      >
        {(list) => (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((ticket) => (
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
      </QueryList>
    </>
  );
}
