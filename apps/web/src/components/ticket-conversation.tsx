import { useTranslation } from 'react-i18next';
import type { TicketReplyInput, TicketThread } from '@mavazi/shared/support.schemas';
import { useForm } from 'react-hook-form';
import { toast } from '../lib/toast';
import { errorText } from '../lib/error-text';
import { bindFields, submitShowingServerErrors } from '../lib/forms';
import { lazyResolver } from '../lib/lazy-resolver';
import { formatDateTime } from '../lib/format-date';
import { Button } from './button';
import { TextAreaField } from './form-field';

/**
 * A ticket's first message and every reply, oldest first. `viewer` says whose side is "you", so the
 * shopper reads "You" and "Mavazi" and the staff read the shopper's name and "Shop".
 */
export function TicketConversation({
  ticket,
  viewer,
}: {
  ticket: TicketThread;
  viewer: 'customer' | 'shop';
}) {
  const { t } = useTranslation('account');
  const names = {
    customer: viewer === 'customer' ? t('support.you') : ticket.username || t('support.customer'),
    shop: viewer === 'shop' ? t('support.shopYou') : t('support.shop'),
  };
  const messages = [
    { id: 0, from: 'customer' as const, message: ticket.message, created_at: ticket.created_at },
    ...ticket.replies,
  ];
  return (
    <ol aria-label={t('support.conversation')} aria-live="polite" className="space-y-3">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-2xl p-4 ring-1 ${
            m.from === 'shop'
              ? 'bg-brand-50 ring-amber-200 sm:mr-10'
              : 'bg-white ring-stone-200 sm:ml-10'
          }`}
        >
          <p className="mb-1 flex flex-wrap justify-between gap-2 text-xs text-stone-700">
            <span className="font-semibold text-stone-900">{names[m.from]}</span>
            <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
          </p>
          <p className="text-sm whitespace-pre-line break-words text-stone-800">{m.message}</p>
        </li>
      ))}
    </ol>
  );
}

const replyChecks = lazyResolver(() =>
  import('./support-form-checks').then((m) => m.ticketReplyResolver),
);

/** The reply box under a conversation; says how sending went, and is cleared once the reply is sent. */
export function ReplyForm({
  onReply,
  busy,
  hint,
}: {
  onReply: (values: TicketReplyInput) => Promise<unknown>;
  busy: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('account');
  const form = useForm({
    resolver: replyChecks.resolver,
    defaultValues: { message: '' },
  });
  const field = bindFields(form);
  const onSubmit = submitShowingServerErrors(
    form,
    async (values) => {
      await onReply(values);
      toast.success(t('support.replySent'));
      form.reset({ message: '' });
    },
    (err) => toast.error(t('support.replyFailed', { error: errorText(err) })),
  );
  return (
    <form noValidate onFocus={replyChecks.preload} onSubmit={onSubmit} className="space-y-3">
      <TextAreaField label={t('support.yourReply')} rows={4} hint={hint} {...field('message')} />
      <Button type="submit" busy={busy}>
        {t('support.sendReply')}
      </Button>
    </form>
  );
}
