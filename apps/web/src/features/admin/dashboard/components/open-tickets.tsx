import { Link } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { errorMessage } from '../../../../lib/api-client';
import { ADMIN_PATHS } from '../../admin-paths';
import { EmptyMessage, ErrorMessage } from '../../components/status-message';
import { useTickets } from '../../support/api/get-tickets';

/** The support role's first job: tickets still open, newest first (from the first page of tickets). */
export function OpenTickets() {
  const tickets = useTickets(0);
  if (tickets.isPending) return <PageLoader className="text-sm" />;
  if (tickets.isError)
    return <ErrorMessage>Error loading tickets: {errorMessage(tickets.error)}</ErrorMessage>;
  const open = tickets.data.items.filter((ticket) => ticket.status === 'Open');
  if (open.length === 0) return <EmptyMessage>No open tickets</EmptyMessage>;
  return (
    <ul className="divide-y divide-stone-100 text-sm">
      {open.map((ticket) => (
        <li key={ticket.id} className="py-2">
          <Link
            to={`${ADMIN_PATHS.support}/${ticket.id}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {ticket.subject}
          </Link>
        </li>
      ))}
    </ul>
  );
}
