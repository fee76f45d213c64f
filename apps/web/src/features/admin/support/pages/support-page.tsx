import { LIMITS } from '@mavazi/shared/constants';
import { useEffect, useState } from 'react';
import { toast } from '../../../../lib/toast';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { PageHeader } from '../../components/page-header';
import { QueryList } from '../../components/query-list';
import { useTickets } from '../api/get-tickets';
import { TicketCard } from '../components/ticket-card';
import { useResolveWithToast } from '../use-resolve-with-toast';

function unexpectedFormat(err: Error): boolean {
  return isApiError(err, 'UNEXPECTED_RESPONSE');
}

/** /admin/support: ticket cards with Resolve and a link to each conversation, 50 a page. */
export function SupportPage() {
  const [offset, setOffset] = useState(0);
  const tickets = useTickets(offset);
  const { resolve, resolvingId } = useResolveWithToast();

  const listError = tickets.error;
  useEffect(() => {
    if (!listError) return;
    // toastId: one toast per failure, even when effects run twice.
    toast.error(
      unexpectedFormat(listError) ? 'Unexpected data format' : 'Error fetching support tickets',
      { toastId: 'admin-support-tickets' },
    );
  }, [listError]);

  return (
    <>
      <PageHeader title="Support" />
      <QueryList
        query={tickets}
        empty="No support tickets"
        paging={{ offset, limit: LIMITS.adminPageSize, label: 'Ticket pages', onChange: setOffset }}
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
                  resolving={resolvingId === ticket.id}
                  onResolve={resolve}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
