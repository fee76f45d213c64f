import { SHOP_NAME } from '@mavazi/shared/constants';
import { formatDay } from '@mavazi/shared/dates';
import type { TicketRow } from '../../db/schema';
import type { MailMessage } from '../../mail/mail-message';

const ticketLink = (publicUrl: string, ticket: TicketRow) =>
  `${publicUrl}/support/tickets/${ticket.id}`;

/** The subject the shopper typed, only for a verified address (decision 024). */
const subjectOf = (ticket: TicketRow, verified: boolean) =>
  verified ? ticket.subject : `ticket #${ticket.id}`;
const quotedSubject = (ticket: TicketRow, verified: boolean) =>
  verified ? ` "${ticket.subject}"` : '';

/** The shopper opened a ticket: it arrived, and where the answer will be. */
export function ticketOpenedMail(
  to: string,
  username: string,
  ticket: TicketRow,
  orderNumber: string | null,
  publicUrl: string,
  verified: boolean,
): MailMessage {
  return {
    to,
    subject: `${SHOP_NAME} support: ticket #${ticket.id} received`,
    text: [
      `Hello ${username},`,
      '',
      `We received your support ticket #${ticket.id}${quotedSubject(ticket, verified)}${
        orderNumber ? ` about order ${orderNumber}` : ''
      } on ${formatDay(ticket.created_at)}.`,
      'We will answer by email; you can also read and reply to the conversation at',
      ticketLink(publicUrl, ticket),
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}

/** The shop answered the shopper's ticket. */
export function ticketReplyMail(
  to: string,
  username: string,
  ticket: TicketRow,
  message: string,
  publicUrl: string,
  recipientVerified: boolean,
): MailMessage {
  return {
    to,
    subject: `${SHOP_NAME} support: re: ${subjectOf(ticket, recipientVerified)}`,
    text: [
      `Hello ${username},`,
      '',
      `We answered your support ticket #${ticket.id}${quotedSubject(ticket, recipientVerified)}:`,
      '',
      message,
      '',
      `Read the whole conversation and reply at ${ticketLink(publicUrl, ticket)}`,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}

/** The shop marked the shopper's ticket resolved. */
export function ticketResolvedMail(
  to: string,
  username: string,
  ticket: TicketRow,
  publicUrl: string,
  recipientVerified: boolean,
): MailMessage {
  return {
    to,
    subject: `${SHOP_NAME} support: ticket #${ticket.id} resolved`,
    text: [
      `Hello ${username},`,
      '',
      `Your support ticket #${ticket.id}${quotedSubject(ticket, recipientVerified)} is now resolved.`,
      '',
      `If something is still not right, reply at ${ticketLink(publicUrl, ticket)} and the ticket opens again.`,
      '',
      SHOP_NAME,
    ].join('\n'),
  };
}
