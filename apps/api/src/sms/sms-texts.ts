import { formatDay } from '@mavazi/shared/dates';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import { translator } from '../i18n/i18n';

/** What each text says, with the facts it needs; every kind has an English and a Kiswahili text. */
export type SmsEvent =
  | {
      kind: 'order_placed';
      orderNumber: string;
      totalCents: number;
      /** mpesa: a prompt went to the phone; cash_on_delivery: pay the rider; other: we call. */
      payment: 'mpesa' | 'cash_on_delivery' | 'other';
    }
  | { kind: 'payment_received'; orderNumber: string; amountCents: number; receipt: string | null }
  | { kind: 'payment_failed'; orderNumber: string }
  | { kind: 'shipped'; orderNumber: string; expectedDate: string | null }
  | { kind: 'delivered'; orderNumber: string }
  | { kind: 'unpaid_cancelled'; orderNumber: string; timeoutMinutes: number }
  | { kind: 'welcome'; username: string }
  | { kind: 'ticket_opened'; ticketId: number; orderNumber: string | null };

export type SmsKind = SmsEvent['kind'];

/** How an order's payment method is explained in a text. */
export function paymentHint(method: string): 'mpesa' | 'cash_on_delivery' | 'other' {
  return method === 'mpesa' || method === 'cash_on_delivery' ? method : 'other';
}

const money = (cents: number) => formatKsh(fromCents(cents));

/** The text of an event in the shopper's language: plain GSM-7, at most 160 characters (sms-texts.test.ts). */
export function renderSms(event: SmsEvent, language: Language): string {
  const t = translator(language);
  switch (event.kind) {
    case 'order_placed':
      return t(`sms.orderPlaced.${event.payment}`, {
        number: event.orderNumber,
        total: money(event.totalCents),
      });
    case 'payment_received':
      return t('sms.paymentReceived', {
        number: event.orderNumber,
        amount: money(event.amountCents),
        ...(event.receipt ? { context: 'receipt', receipt: event.receipt } : {}),
      });
    case 'payment_failed':
      return t('sms.paymentFailed', { number: event.orderNumber });
    case 'shipped':
      return t('sms.shipped', {
        number: event.orderNumber,
        ...(event.expectedDate
          ? { context: 'date', date: formatDay(event.expectedDate, language) }
          : {}),
      });
    case 'delivered':
      return t('sms.delivered', { number: event.orderNumber });
    case 'unpaid_cancelled':
      return t('sms.unpaidCancelled', {
        number: event.orderNumber,
        count: event.timeoutMinutes,
      });
    case 'welcome':
      return t('sms.welcome', { username: event.username });
    case 'ticket_opened':
      return t('sms.ticketOpened', {
        id: String(event.ticketId),
        ...(event.orderNumber ? { context: 'order', number: event.orderNumber } : {}),
      });
  }
}
