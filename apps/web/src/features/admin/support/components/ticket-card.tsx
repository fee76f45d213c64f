import type { StaffTicket } from '@mavazi/shared/support.schemas';
import { Link } from 'react-router';
import { Badge } from '../../../../components/badge';
import { formatDateTime } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { cardClass } from '../../components/styles';
import { ResolveButton } from './resolve-button';

/** One support ticket: who sent it, about which order, and Resolve. */
export function TicketCard({
  ticket,
  resolving,
  onResolve,
}: {
  ticket: StaffTicket;
  resolving: boolean;
  onResolve: (ticket: StaffTicket) => void;
}) {
  const titleId = `ticket-${ticket.id}-subject`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex w-full flex-col p-5`}>
      <div className="mb-2 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold break-words text-stone-900">
          {ticket.subject}
        </h2>
        <Badge tone={ticket.status === 'Resolved' ? 'green' : 'amber'}>{ticket.status}</Badge>
      </div>
      <p className="mb-4 line-clamp-4 flex-1 text-sm whitespace-pre-line break-words text-stone-700">
        {ticket.message}
      </p>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-stone-600">
        <dt>Customer</dt>
        <dd className="break-all text-stone-800">
          {ticket.username || '—'} <span className="text-stone-600">({ticket.email || '—'})</span>
        </dd>
        <dt>User ID</dt>
        <dd className="text-stone-800">{ticket.user_id}</dd>
        {ticket.order_number ? (
          <>
            <dt>Order</dt>
            <dd className="font-mono text-stone-800">{ticket.order_number}</dd>
          </>
        ) : null}
        <dt>Submitted</dt>
        <dd className="text-stone-800">{formatDateTime(ticket.created_at)}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <ResolveButton ticket={ticket} resolving={resolving} onResolve={onResolve} />
        <Link
          to={`${ADMIN_PATHS.support}/${ticket.id}`}
          className="rounded-md px-2 py-2 text-sm font-semibold text-brand-700 underline"
          aria-label={`Conversation: ${ticket.subject}`}
        >
          Conversation
        </Link>
      </div>
    </article>
  );
}
