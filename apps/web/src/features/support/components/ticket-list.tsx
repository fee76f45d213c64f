import type { Ticket } from '@mavazi/shared/support.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { formatDateTime } from '../../../lib/format-date';

/** The shopper's tickets, each linking to its conversation. */
export function TicketList({ tickets }: { tickets: ReadonlyArray<Ticket> }) {
  const { t } = useTranslation('account');
  return (
    <ul className="space-y-3">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/support/tickets/${ticket.id}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {ticket.subject}
            </Link>
            <Badge tone={ticket.status === 'Resolved' ? 'green' : 'brand'}>
              {t(`support.ticketStatus.${ticket.status}`)}
            </Badge>
          </div>
          <p className="mt-2 line-clamp-2 whitespace-pre-line text-stone-700">{ticket.message}</p>
          <p className="mt-2 text-xs text-stone-600">
            {t('support.ticketNumber', { id: ticket.id })}
            {ticket.order_number ? t('support.orderPart', { number: ticket.order_number }) : ''}
            {t('support.lastUpdate', { date: formatDateTime(ticket.updated_at) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
