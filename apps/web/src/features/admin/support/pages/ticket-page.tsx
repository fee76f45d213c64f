import { Link, useParams } from 'react-router';
import { Badge } from '../../../../components/badge';
import { PageLoader } from '../../../../components/page-loader';
import { ReplyForm, TicketConversation } from '../../../../components/ticket-conversation';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format-date';
import { ADMIN_PATHS } from '../../admin-paths';
import { PageHeader } from '../../components/page-header';
import { ErrorMessage } from '../../components/status-message';
import { cardClass } from '../../components/styles';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { ResolveButton } from '../components/resolve-button';
import { useResolveWithToast } from '../use-resolve-with-toast';

/** /admin/support/:ticketId: who wrote, about which order, the conversation, a reply box and Resolve. */
export function TicketPage() {
  const id = Number(useParams().ticketId);
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);
  const { resolve, resolvingId } = useResolveWithToast();
  const back = (
    <Link to={ADMIN_PATHS.support} className="text-sm font-medium text-brand-700 underline">
      All tickets
    </Link>
  );

  if (ticket.isPending && ticket.fetchStatus !== 'idle') return <PageLoader className="text-sm" />;
  if (!ticket.data) {
    return (
      <>
        <PageHeader title="Support ticket" />
        <div className="mb-4">
          <ErrorMessage>
            {ticket.error
              ? `Error loading the ticket: ${errorMessage(ticket.error)}`
              : 'Ticket not found'}
          </ErrorMessage>
        </div>
        {back}
      </>
    );
  }
  const t = ticket.data;
  return (
    <>
      <div className="mb-2">{back}</div>
      <PageHeader
        title={`Ticket #${t.id}: ${t.subject}`}
        actions={<ResolveButton ticket={t} resolving={resolvingId === t.id} onResolve={resolve} />}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <TicketConversation ticket={t} viewer="shop" />
          <section aria-labelledby="reply-heading" className={`${cardClass} p-5`}>
            <h2 id="reply-heading" className="mb-3 text-base font-semibold text-stone-900">
              Reply to {t.username || 'the customer'}
            </h2>
            <ReplyForm
              busy={reply.isPending}
              hint="The customer gets your reply by email."
              onReply={reply.mutateAsync}
            />
          </section>
        </div>
        <aside aria-label="Ticket details" className={`${cardClass} h-fit p-5`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-stone-600">Status</dt>
            <dd>
              <Badge tone={t.status === 'Resolved' ? 'green' : 'amber'}>{t.status}</Badge>
            </dd>
            <dt className="text-stone-600">Customer</dt>
            <dd className="break-words text-stone-900">{t.username || '—'}</dd>
            <dt className="text-stone-600">Email</dt>
            <dd className="break-all">
              {t.email ? (
                <a href={`mailto:${t.email}`} className="text-brand-700 underline">
                  {t.email}
                </a>
              ) : (
                '—'
              )}
            </dd>
            <dt className="text-stone-600">Order</dt>
            <dd>
              {t.order_number ? (
                <Link
                  to={`${ADMIN_PATHS.orders}?q=${encodeURIComponent(t.order_number)}`}
                  className="font-mono text-brand-700 underline"
                >
                  {t.order_number}
                </Link>
              ) : (
                'None'
              )}
            </dd>
            <dt className="text-stone-600">Submitted</dt>
            <dd>{formatDateTime(t.created_at)}</dd>
          </dl>
        </aside>
      </div>
    </>
  );
}
