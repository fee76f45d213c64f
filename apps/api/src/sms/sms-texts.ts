import { formatDay } from '@mavazi/shared/dates';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import type { ReturnStatus } from '@mavazi/shared/returns';
import { translator } from '../i18n/i18n';
import { gsm7Length, isGsm7 } from './gsm7';

/** What each text says, with the facts it needs; every kind has an English and a Kiswahili text. */
export type SmsEvent =
  | {
      kind: 'order_placed';
      orderNumber: string;
      totalCents: number;
      /** mpesa: a prompt went to the phone; cash_on_delivery: pay the rider; other: we call. */
      payment: 'mpesa' | 'cash_on_delivery' | 'other';
      /** A guest's private link to the order (they have no My Orders), said when the text stays one part. */
      link?: string | null;
    }
  | { kind: 'payment_received'; orderNumber: string; amountCents: number; receipt: string | null }
  | { kind: 'payment_failed'; orderNumber: string }
  | {
      kind: 'shipped';
      orderNumber: string;
      expectedDate: string | null;
      /** Who carries it and the tracking number: said instead of the site hint when they fit. */
      courier?: string | null;
      trackingNumber?: string | null;
    }
  | { kind: 'delivered'; orderNumber: string }
  | { kind: 'unpaid_cancelled'; orderNumber: string; timeoutMinutes: number }
  | { kind: 'welcome'; username: string }
  | { kind: 'ticket_opened'; ticketId: number; orderNumber: string | null }
  | {
      kind: 'return_update';
      returnNumber: string;
      orderNumber: string;
      status: ReturnStatus;
      /** The exchange order, once Exchanged. */
      exchangeOrderNumber: string | null;
    }
  | { kind: 'refund_completed'; orderNumber: string; amountCents: number; receipt: string | null }
  | { kind: 'cart_reminder'; units: number };

export type SmsKind = SmsEvent['kind'];

/** How an order's payment method is explained in a text. */
export function paymentHint(method: string): 'mpesa' | 'cash_on_delivery' | 'other' {
  return method === 'mpesa' || method === 'cash_on_delivery' ? method : 'other';
}

const money = (cents: number) => formatKsh(fromCents(cents));

/** A text that names the courier and tracking number when it stays one plain GSM-7 part, else the fallback. */
function fitOr(full: string | null, fallback: string): string {
  return full !== null && isGsm7(full) && gsm7Length(full) <= 160 ? full : fallback;
}

/** The text of an event in the shopper's language: plain GSM-7, at most 160 characters (sms-texts.test.ts). */
export function renderSms(event: SmsEvent, language: Language): string {
  const t = translator(language);
  switch (event.kind) {
    case 'order_placed': {
      const values = { number: event.orderNumber, total: money(event.totalCents) };
      if (!event.link) return t(`sms.orderPlaced.${event.payment}`, values);
      return fitOr(
        t(`sms.orderPlacedGuest.${event.payment}`, { ...values, link: event.link }),
        t(`sms.orderPlacedGuestNoLink.${event.payment}`, values),
      );
    }
    case 'payment_received':
      return t('sms.paymentReceived', {
        number: event.orderNumber,
        amount: money(event.amountCents),
        ...(event.receipt ? { context: 'receipt', receipt: event.receipt } : {}),
      });
    case 'payment_failed':
      return t('sms.paymentFailed', { number: event.orderNumber });
    case 'shipped': {
      const values = {
        number: event.orderNumber,
        ...(event.expectedDate
          ? { context: 'date', date: formatDay(event.expectedDate, language) }
          : {}),
      };
      return fitOr(
        event.courier && event.trackingNumber
          ? t('sms.shippedTracking', {
              ...values,
              courier: event.courier,
              tracking: event.trackingNumber,
            })
          : null,
        t('sms.shipped', values),
      );
    }
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
    case 'return_update':
      return t(`sms.returnUpdate.${event.status}`, {
        ret: event.returnNumber,
        number: event.orderNumber,
        exchange: event.exchangeOrderNumber ?? '',
      });
    case 'refund_completed':
      return t('sms.refundCompleted', {
        number: event.orderNumber,
        amount: money(event.amountCents),
        ...(event.receipt ? { context: 'receipt', receipt: event.receipt } : {}),
      });
    case 'cart_reminder':
      return t('sms.cartReminder', { count: event.units });
  }
}
