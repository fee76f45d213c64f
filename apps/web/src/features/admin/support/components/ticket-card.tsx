import type { Ticket } from '@mavazi/shared/support.schemas';
import { Badge } from '../../../../components/badge';
import { formatDateTime } from '../../../../lib/format-date';
import { cardClass } from '../../components/styles';

/** One support ticket; Resolved ones show a green, disabled 'Resolved', others a red 'Resolve'. */
export function TicketCard({
  ticket,
  resolving,
  onResolve,
}: {
  ticket: Ticket;
  resolving: boolean;
  onResolve: (ticket: Ticket) => void;
}) {
  const resolved = ticket.status === 'Resolved';
  const titleId = `ticket-${ticket.id}-subject`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex w-full flex-col p-5`}>
      <div className="mb-2 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold break-words text-stone-900">
          {ticket.subject}
        </h2>
        <Badge tone={resolved ? 'green' : 'amber'}>{ticket.status}</Badge>
      </div>
      <p className="mb-4 flex-1 text-sm whitespace-pre-line break-words text-stone-700">
        {ticket.message}
      </p>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-stone-500">
        <dt>User ID</dt>
        <dd className="text-stone-700">{ticket.user_id}</dd>
        {ticket.created_at && (
          <>
            <dt>Submitted</dt>
            <dd className="text-stone-700">{formatDateTime(ticket.created_at)}</dd>
          </>
        )}
      </dl>
      <button
        type="button"
        disabled={resolved || resolving}
        onClick={() => onResolve(ticket)}
        aria-label={resolved ? `Resolved: ${ticket.subject}` : `Resolve: ${ticket.subject}`}
        className={`self-start rounded-md px-4 py-2 text-sm font-semibold text-white transition-colors ${
          resolved
            ? 'cursor-default bg-green-600'
            : 'bg-red-600 hover:bg-red-700 disabled:opacity-60'
        }`}
      >
        {resolved ? 'Resolved' : resolving ? 'Resolving...' : 'Resolve'}
      </button>
    </article>
  );
}
