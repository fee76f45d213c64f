import type { Ticket } from '@mavazi/shared/support.schemas';

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
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold ${
                  ticket.status === 'Resolved'
                    ? 'bg-emerald-100 text-emerald-900'
                    : 'bg-brand-100 text-brand-900'
                }`}
              >
                {ticket.status}
              </span>
            </div>
            <p className="mt-2 whitespace-pre-line text-stone-700">{ticket.message}</p>
            <p className="mt-2 text-xs text-stone-500">Ticket #{ticket.id}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
