import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/badge';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { ReplyForm, TicketConversation } from '../../../components/ticket-conversation';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';

/** /support/tickets/:ticketId: one of the shopper's tickets, the shop's replies and a reply box. */
export function TicketPage() {
  const { t } = useTranslation('account');
  const id = Number(useParams().ticketId);
  const ticket = useTicket(id);
  const reply = useReplyToTicket(id);
  const back = (
    <Link to="/support" className="text-sm font-medium text-brand-700 underline">
      {t('support.back')}
    </Link>
  );

  if (!Number.isSafeInteger(id) || id < 1 || isApiError(ticket.error, 'TICKET_NOT_FOUND')) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeading title={t('support.ticketNotFound')} />
        <EmptyState title={t('support.ticketNotYours')}>{back}</EmptyState>
      </div>
    );
  }
  if (ticket.isPending) return <PageLoader />;
  if (ticket.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeading title={t('support.ticket')} />
        <p role="alert" className="text-red-700">
          {t('support.ticketFailed', { error: errorText(ticket.error) })}
        </p>
        {back}
      </div>
    );
  }
  const thread = ticket.data;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {back}
      <PageHeading title={t('support.ticketNumber', { id: thread.id })} heading={thread.subject} />
      <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
        <Badge tone={thread.status === 'Resolved' ? 'green' : 'brand'}>
          {t(`support.ticketStatus.${thread.status}`)}
        </Badge>
        <span>{t('support.ticketNumber', { id: thread.id })}</span>
        {thread.order_number ? (
          <span>{t('support.aboutOrderNumber', { number: thread.order_number })}</span>
        ) : null}
      </p>
      <TicketConversation ticket={thread} viewer="customer" />
      <section
        aria-labelledby="reply-heading"
        className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <h2 id="reply-heading" className="mb-3 text-lg font-semibold text-stone-900">
          {t('support.reply')}
        </h2>
        <ReplyForm
          busy={reply.isPending}
          hint={thread.status === 'Resolved' ? t('support.reopens') : undefined}
          onReply={reply.mutateAsync}
        />
      </section>
    </div>
  );
}
