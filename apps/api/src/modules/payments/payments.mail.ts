import { PAYMENT_METHOD_LABELS, SHOP_NAME } from '@mavazi/shared/constants';
import { formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh, fromCents, wholeShillingsCents } from '@mavazi/shared/money';
import { paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import type { OrderRow } from '../../db/schema';
import type { MailMessage } from '../../mail/mail-message';

const money = (cents: number) => formatKsh(fromCents(cents));

/** The order confirmation's "how to pay" paragraph, per payment method. */
export function howToPayLines(
  order: OrderRow,
  timeoutMinutes: number,
  publicUrl: string,
): string[] {
  const method = paymentMethodSchema.parse(order.payment_method);
  const heading = `Payment: ${PAYMENT_METHOD_LABELS[method]}`;
  switch (method) {
    case 'mpesa':
      return [
        heading,
        `An M-Pesa prompt for ${money(wholeShillingsCents(order.total_cents))} has been sent to ${
          order.mpesa_phone ? formatKenyanPhone(order.mpesa_phone) : 'your phone'
        }: enter your M-Pesa PIN to pay.`,
        `No prompt, or it was cancelled? Use "Pay again" on ${publicUrl}/my-orders.`,
        `Orders not paid within ${timeoutMinutes} minutes are cancelled.`,
      ];
    case 'cash_on_delivery':
      return [
        heading,
        `Pay the rider ${money(order.total_cents)} in cash or by M-Pesa when your order arrives.`,
      ];
    case 'credit_card':
    case 'paypal':
      return [
        heading,
        `Pay later: we will contact you to arrange the payment of ${money(order.total_cents)}.`,
      ];
  }
}

export function paymentReceivedMail(
  to: string,
  username: string,
  order: OrderRow,
  amountCents: number,
  receipt: string | null,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    `We have received your payment of ${money(amountCents)} for order ${order.order_number}.`,
    ...(receipt ? [`M-Pesa receipt: ${receipt}`] : []),
    '',
    'We will let you know when your order is on its way.',
    `Track your order at ${publicUrl}/order-tracking`,
  ].join('\n');
  return { to, subject: `${SHOP_NAME} order ${order.order_number}: payment received`, text };
}

export function unpaidOrderCancelledMail(
  to: string,
  username: string,
  order: OrderRow,
  timeoutMinutes: number,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    `Your order ${order.order_number} (${money(order.total_cents)}) was not paid within ${timeoutMinutes} minutes, so we have cancelled it and released its items.`,
    'No money has been taken for it.',
    '',
    `You are welcome to order again at ${publicUrl}/products`,
  ].join('\n');
  return { to, subject: `${SHOP_NAME} order ${order.order_number}: cancelled, not paid`, text };
}

/** A payment that arrived after its order was cancelled: the order is back on, or the money goes back. */
export function latePaymentMail(
  to: string,
  username: string,
  order: OrderRow,
  amountCents: number,
  receipt: string | null,
  reopened: boolean,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    `We received your payment of ${money(amountCents)} for order ${order.order_number} after the order had been cancelled.`,
    ...(receipt ? [`M-Pesa receipt: ${receipt}`] : []),
    '',
    reopened
      ? 'Its items were still available, so we have reopened your order: it is on again and paid.'
      : `Its items are no longer available, so we will refund ${money(amountCents)} to your M-Pesa number. Reply to this mail if you have any question.`,
    `Track your order at ${publicUrl}/order-tracking`,
  ].join('\n');
  const subject = reopened ? 'payment received, order reopened' : 'payment received, refund due';
  return { to, subject: `${SHOP_NAME} order ${order.order_number}: ${subject}`, text };
}
