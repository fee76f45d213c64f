import { formatDay } from '@mavazi/shared/dates';
import type { Language } from '@mavazi/shared/notify';
import type { TicketRow } from '../../db/schema';
import { translator, type Translate } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

const ticketLink = (publicUrl: string, ticket: TicketRow) =>
  `${publicUrl}/support/tickets/${ticket.id}`;

/** The subject the shopper typed, only for a verified address (decision 024). */
const subjectOf = (t: Translate, ticket: TicketRow, verified: boolean) =>
  verified ? ticket.subject : t('support.ticket', { id: String(ticket.id) });
const quotedSubject = (ticket: TicketRow, verified: boolean) =>
  verified ? ` "${ticket.subject}"` : '';

/** The shopper opened a ticket: it arrived, and where the answer will be. */
export function ticketOpenedMail(
  to: string,
  language: Language,
  username: string,
  ticket: TicketRow,
  orderNumber: string | null,
  publicUrl: string,
  verified: boolean,
): MailMessage {
  const t = translator(language);
  const id = String(ticket.id);
  return {
    to,
    subject: t('support.opened.subject', { id }),
    text: [
      t('common.hello', { username }),
      '',
      t('support.opened.body', {
        id,
        quoted: quotedSubject(ticket, verified),
        date: formatDay(ticket.created_at, language),
        ...(orderNumber ? { context: 'order', number: orderNumber } : {}),
      }),
      t('support.opened.answer'),
      ticketLink(publicUrl, ticket),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** The shop answered the shopper's ticket. */
export function ticketReplyMail(
  to: string,
  language: Language,
  username: string,
  ticket: TicketRow,
  message: string,
  publicUrl: string,
  recipientVerified: boolean,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('support.reply.subject', { subject: subjectOf(t, ticket, recipientVerified) }),
    text: [
      t('common.hello', { username }),
      '',
      t('support.reply.body', {
        id: String(ticket.id),
        quoted: quotedSubject(ticket, recipientVerified),
      }),
      '',
      message,
      '',
      t('support.reply.read', { link: ticketLink(publicUrl, ticket) }),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** The shop marked the shopper's ticket resolved. */
export function ticketResolvedMail(
  to: string,
  language: Language,
  username: string,
  ticket: TicketRow,
  publicUrl: string,
  recipientVerified: boolean,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('support.resolved.subject', { id: String(ticket.id) }),
    text: [
      t('common.hello', { username }),
      '',
      t('support.resolved.body', {
        id: String(ticket.id),
        quoted: quotedSubject(ticket, recipientVerified),
      }),
      '',
      t('support.resolved.reopen', { link: ticketLink(publicUrl, ticket) }),
      '',
      t('signature'),
    ].join('\n'),
  };
}
