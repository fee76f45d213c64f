import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { ReplyForm, TicketConversation } from '../../../components/ticket-conversation';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';

/** /support/tickets/:ticketId: one of the shopper's tickets, the shop's replies and a reply box. */
export function TicketPage() {
  const id = Number(useParams().ticketId);
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);
  const back = (
    <Link to="/support" className="text-sm font-medium text-brand-700 underline">
      Back to support
    </Link>
  );

  if (!Number.isSafeInteger(id) || id < 1 || isApiError(ticket.error, 'TICKET_NOT_FOUND')) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeading title="Ticket not found" />
        <EmptyState title="This ticket does not exist or is not yours.">{back}</EmptyState>
      </div>
    );
  }
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeading title="Support ticket" />
        <p role="alert" className="text-red-700">
          Error loading the ticket: {errorMessage(ticket.error)}
        </p>
        {back}
      </div>
    );
  }
  const t = ticket.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {back}
      <PageHeading title={`Ticket #${t.id}`} heading={t.subject} />
      <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
        <Badge tone={t.status === 'Resolved' ? 'green' : 'brand'}>{t.status}</Badge>
        <span>Ticket #{t.id}</span>
        {t.order_number ? <span>About order {t.order_number}</span> : null}
      </p>
      <TicketConversation ticket={t} viewer="customer" />
      <section
        aria-labelledby="reply-heading"
        className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <h2 id="reply-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Reply
        </h2>
        <ReplyForm
          busy={reply.isPending}
          hint={t.status === 'Resolved' ? 'Replying opens this ticket again.' : undefined}
          onReply={reply.mutateAsync}
        />
      </section>
    </div>
  );
}
