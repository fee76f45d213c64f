import { SHOP_NAME } from '@mavazi/shared/constants';
import { deliveryWindow, formatDateRange, formatDay } from '@mavazi/shared/dates';
import { formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import type { MailMessage } from '../../mail/mail-message';
import type { Tracking } from './tracking.service';

const money = (cents: number) => formatKsh(fromCents(cents));

/** "Kitenge shirt (Size M, Colour Red)": the line's name with what was chosen. */
function lineName(item: OrderItemRow): string {
  const chosen = [
    item.size ? `Size ${item.size}` : null,
    item.colour ? `Colour ${item.colour}` : null,
  ].filter(Boolean);
  return chosen.length > 0 ? `${item.product_name} (${chosen.join(', ')})` : item.product_name;
}

export const UNVERIFIED_ADDRESS_TEXT =
  'shown in My Orders (confirm your email address to see it in our emails)';

/**
 * Where the order goes, for every order mail: the delivery option, the whole address, the phone and
 * directions; orders placed without a delivery option show their shipping address.
 */
export function addressLines(order: OrderRow, recipientVerified: boolean): string[] {
  // Text the account holder typed never goes to an address nobody has shown they read (decision 024).
  if (!recipientVerified) {
    return [
      ...(order.delivery_option_name ? [`Delivery: ${order.delivery_option_name}`] : []),
      `Delivery address: ${UNVERIFIED_ADDRESS_TEXT}`,
    ];
  }
  if (order.delivery_option_name === null) return [`Shipping address: ${order.shipping_address}`];
  return [
    `Delivery: ${order.delivery_option_name}`,
    `Delivery address: ${order.shipping_address}`,
    ...(order.delivery_phone ? [`Delivery phone: ${formatKenyanPhone(order.delivery_phone)}`] : []),
    ...(order.delivery_notes ? [`Directions for the rider: ${order.delivery_notes}`] : []),
  ];
}

/** The fee and the dates promised at checkout ("Tue 24 – Wed 25 Nov"). */
function deliveryPromiseLines(order: OrderRow): { fee: string[]; dates: string[] } {
  if (order.delivery_option_name === null || order.delivery_eta_max_days === null)
    return { fee: [], dates: [] };
  const window = deliveryWindow(
    Date.parse(order.created_at),
    order.delivery_eta_min_days ?? order.delivery_eta_max_days,
    order.delivery_eta_max_days,
  );
  const label = order.delivery_kind === 'pickup' ? 'Ready for pick-up' : 'Expected delivery';
  const fee = order.delivery_fee_cents > 0 ? money(order.delivery_fee_cents) : 'Free';
  return {
    fee: [`Delivery fee: ${fee}`],
    dates: [`${label}: ${formatDateRange(window.from, window.to)}`],
  };
}

export function orderConfirmationMail(
  to: string,
  username: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
  publicUrl: string,
  /** How to pay, per method (payments.mail.ts). */
  howToPay: readonly string[],
  /** The recipient verified the address: only then does the mail repeat what they typed. */
  recipientVerified: boolean,
): MailMessage {
  const lines = items.map(
    (i) =>
      `  ${lineName(i)} x ${i.quantity} @ ${money(i.price_cents)} = ${money(i.price_cents * i.quantity)}`,
  );
  const discount =
    order.discount_cents > 0
      ? [
          `Discount (${order.promotion_code ?? 'promotion'}, ${order.discount_percentage}%): -${money(order.discount_cents)}`,
        ]
      : [];
  const promise = deliveryPromiseLines(order);
  const text = [
    `Hello ${username},`,
    '',
    `Thank you for shopping with ${SHOP_NAME}. Your order ${order.order_number} has been placed and we have received it.`,
    '',
    'Items:',
    ...lines,
    '',
    `Subtotal: ${money(order.subtotal_cents)}`,
    ...discount,
    ...promise.fee,
    `Total: ${money(order.total_cents)}`,
    ...(order.vat_rate > 0
      ? [`Including VAT ${order.vat_rate}%: ${money(order.vat_amount_cents)}`]
      : []),
    '',
    ...addressLines(order, recipientVerified),
    ...promise.dates,
    `Status: ${order.status}`,
    '',
    ...howToPay,
    '',
    `Track your order with the number ${order.order_number} at ${publicUrl}/order-tracking`,
  ].join('\n');
  return { to, subject: `${SHOP_NAME} order ${order.order_number} confirmed`, text };
}

/** A guest's confirmation: the usual mail with the order's private link (its only way back in). */
export function guestOrderConfirmationMail(
  to: string,
  name: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
  publicUrl: string,
  howToPay: readonly string[],
  lookupUrl: string,
): MailMessage {
  const mail = orderConfirmationMail(to, name, order, items, publicUrl, howToPay, false);
  const link = [
    '',
    `Your order's page (tracking, payment, invoice): ${lookupUrl}`,
    'Keep this link to yourself: anyone who has it can see the order.',
  ];
  return { ...mail, text: [mail.text, ...link].join('\n') };
}

/** The order's current status: sent when an admin changes it and when the shopper asks for a notice. */
export function orderStatusMail(
  to: string,
  order: OrderRow,
  tracking: Tracking,
  publicUrl: string,
  recipientVerified: boolean,
): MailMessage {
  const text = [
    `Your ${SHOP_NAME} order ${order.order_number} is now: ${order.status}.`,
    '',
    `Current location: ${tracking.currentLocation ?? 'not available'}`,
    // Once delivered, the date it was expected on says nothing new.
    ...(order.status === 'Delivered' || order.status === 'Cancelled'
      ? []
      : [
          `Expected delivery date: ${
            tracking.expectedDeliveryDate ? formatDay(tracking.expectedDeliveryDate) : 'not set yet'
          }`,
        ]),
    `Total: ${money(order.total_cents)}`,
    ...(order.status === 'Cancelled' && order.payment_status === 'Paid'
      ? ['You had paid for this order: we will refund your payment.']
      : []),
    '',
    ...addressLines(order, recipientVerified),
    '',
    `Track your order at ${publicUrl}/order-tracking`,
  ].join('\n');
  return { to, subject: `${SHOP_NAME} order ${order.order_number}: ${order.status}`, text };
}

/** A pay-on-delivery order nobody confirmed in time was cancelled (POD_CONFIRM_HOURS). */
export function unconfirmedOrderCancelledMail(
  to: string,
  username: string,
  order: OrderRow,
  hours: number,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hello ${username},`,
    '',
    `We could not confirm your pay-on-delivery order ${order.order_number} (${money(order.total_cents)}) within ${hours} hours, so we have cancelled it and released its items.`,
    'Nothing is owed for it.',
    '',
    `You are welcome to order again at ${publicUrl}/products`,
  ].join('\n');
  return {
    to,
    subject: `${SHOP_NAME} order ${order.order_number}: cancelled, not confirmed`,
    text,
  };
}
