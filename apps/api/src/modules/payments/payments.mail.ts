import { formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh, fromCents, wholeShillingsCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import type { OrderWithPaymentRow } from '../../db/schema';
import { translator, type Translate } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

const money = (cents: number) => formatKsh(fromCents(cents));

/** The phone an M-Pesa prompt goes to, or "your phone" when the order has none. */
const promptPhone = (t: Translate, order: OrderWithPaymentRow) =>
  order.mpesa_phone ? formatKenyanPhone(order.mpesa_phone) : t('payments.yourPhone');

/** The order confirmation's "how to pay" paragraph, per payment method. */
export function howToPayLines(
  language: Language,
  order: OrderWithPaymentRow,
  timeoutMinutes: number,
  publicUrl: string,
): string[] {
  const t = translator(language);
  const method = paymentMethodSchema.parse(order.payment_method);
  const heading = t('payments.heading', { method: t(`common.paymentMethod.${method}`) });
  switch (method) {
    case 'mpesa':
      return [
        heading,
        t('payments.mpesaPrompt', {
          amount: money(wholeShillingsCents(order.total_cents)),
          phone: promptPhone(t, order),
        }),
        t('payments.noPrompt', { url: publicUrl }),
        t('payments.timeout', { count: timeoutMinutes }),
      ];
    case 'cash_on_delivery':
      return [heading, t('payments.payRider', { amount: money(order.total_cents) })];
    case 'credit_card':
    case 'paypal':
      return [heading, t('payments.payLater', { amount: money(order.total_cents) })];
  }
}

export function paymentReceivedMail(
  to: string,
  language: Language,
  username: string,
  order: OrderWithPaymentRow,
  amountCents: number,
  receipt: string | null,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const text = [
    t('common.hello', { username }),
    '',
    t('payments.received.body', { amount: money(amountCents), number }),
    ...(receipt ? [t('payments.receipt', { receipt })] : []),
    '',
    t('payments.received.next'),
    t('common.track', { url: publicUrl }),
  ].join('\n');
  return { to, subject: t('payments.received.subject', { number }), text };
}

/** Why M-Pesa refused, per Daraja result code (mpesa-results.ts); other codes say no more. */
const FAILURE_REASONS = {
  1: 'insufficient',
  1001: 'busy',
  1019: 'expired',
  1025: 'notSent',
  1032: 'cancelled',
  1037: 'unreachable',
  2001: 'wrongPin',
} as const;

function failureReason(t: Translate, resultCode: number | null): string[] {
  const reason =
    resultCode !== null && resultCode in FAILURE_REASONS
      ? FAILURE_REASONS[resultCode as keyof typeof FAILURE_REASONS]
      : null;
  return reason ? [t(`payments.failed.reason.${reason}`)] : [];
}

/** An M-Pesa payment failed: why, and how to pay again before the order is cancelled. */
export function paymentFailedMail(
  to: string,
  language: Language,
  username: string,
  order: OrderWithPaymentRow,
  amountCents: number,
  resultCode: number | null,
  timeoutMinutes: number,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const text = [
    t('common.hello', { username }),
    '',
    t('payments.failed.body', { amount: money(amountCents), number }),
    ...failureReason(t, resultCode),
    '',
    t('payments.failed.saved'),
    t('payments.failed.step1', { url: publicUrl, number }),
    t('payments.failed.step2', { phone: promptPhone(t, order) }),
    t('payments.timeout', { count: timeoutMinutes }),
    '',
    t('common.track', { url: publicUrl }),
  ].join('\n');
  return { to, subject: t('payments.failed.subject', { number }), text };
}

export function unpaidOrderCancelledMail(
  to: string,
  language: Language,
  username: string,
  order: OrderWithPaymentRow,
  timeoutMinutes: number,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const text = [
    t('common.hello', { username }),
    '',
    t('payments.unpaidCancelled.body', {
      number,
      total: money(order.total_cents),
      count: timeoutMinutes,
    }),
    t('payments.unpaidCancelled.noMoneyTaken'),
    '',
    t('common.orderAgain', { url: publicUrl }),
  ].join('\n');
  return { to, subject: t('payments.unpaidCancelled.subject', { number }), text };
}

/** A payment that arrived after its order was cancelled: the order is back on, or the money goes back. */
export function latePaymentMail(
  to: string,
  language: Language,
  username: string,
  order: OrderWithPaymentRow,
  amountCents: number,
  receipt: string | null,
  reopened: boolean,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const amount = money(amountCents);
  const text = [
    t('common.hello', { username }),
    '',
    t('payments.late.body', { amount, number }),
    ...(receipt ? [t('payments.receipt', { receipt })] : []),
    '',
    reopened ? t('payments.late.reopened') : t('payments.late.refund', { amount }),
    t('common.track', { url: publicUrl }),
  ].join('\n');
  const subject = reopened
    ? t('payments.late.subjectReopened', { number })
    : t('payments.late.subjectRefund', { number });
  return { to, subject, text };
}
