import type { Ticket } from '@mavazi/shared/support.schemas';
import { Badge } from '../../../components/badge';

export function TicketList({ tickets }: { tickets: ReadonlyArray<Ticket> }) {
  if (tickets.length === 0) return null;
  return (
    <section aria-labelledby="tickets-heading" className="space-y-3">
      <h2 id="tickets-heading" className="text-xl font-semibold text-stone-900">
        Your inquiries
      </h2>
      <ul className="space-y-3">
        {tickets.map((ticket) => (
          <li key={ticket.id} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-stone-900">{ticket.subject}</p>
              <Badge tone={ticket.status === 'Resolved' ? 'green' : 'brand'}>{ticket.status}</Badge>
            </div>
            <p className="mt-2 whitespace-pre-line text-stone-700">{ticket.message}</p>
            <p className="mt-2 text-xs text-stone-500">Ticket #{ticket.id}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
