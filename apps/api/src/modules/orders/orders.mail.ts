import { ORDER_STATUSES, type OrderStatus } from '@mavazi/shared/constants';
import { deliveryWindow, formatDateRange, formatDay } from '@mavazi/shared/dates';
import { deliveryAddressLine } from '@mavazi/shared/delivery';
import { formatKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { Language } from '@mavazi/shared/notify';
import type { OrderItemRow, OrderRow, OrderWithPaymentRow } from '../../db/schema';
import { translator, type Translate } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';
import type { Tracking } from './tracking.service';

const money = (cents: number) => formatKsh(fromCents(cents));

/** An order status in the reader's language ("Iko njiani"); an unknown one as stored. */
export function statusName(t: Translate, status: string): string {
  return (ORDER_STATUSES as readonly string[]).includes(status)
    ? t(`common.orderStatus.${status as OrderStatus}`)
    : status;
}

/** "Kitenge shirt (Size M, Colour Red)": the line's name with what was chosen. */
function lineName(t: Translate, item: OrderItemRow): string {
  const chosen = [
    item.size ? t('orders.size', { size: item.size }) : null,
    item.colour ? t('orders.colour', { colour: item.colour }) : null,
  ].filter(Boolean);
  return chosen.length > 0 ? `${item.product_name} (${chosen.join(', ')})` : item.product_name;
}

/**
 * Where the order goes, for every order mail: the delivery option, the whole address, the phone and
 * directions; orders placed without a delivery option show their shipping address.
 */
export function addressLines(t: Translate, order: OrderRow, recipientVerified: boolean): string[] {
  // Text the account holder typed never goes to an address nobody has shown they read (decision 024).
  if (!recipientVerified) {
    return [
      ...(order.delivery_option_name
        ? [t('orders.delivery', { name: order.delivery_option_name })]
        : []),
      t('orders.deliveryAddress', { address: t('orders.unverifiedAddress') }),
    ];
  }
  if (order.delivery_option_name === null)
    return [t('orders.shippingAddress', { address: order.shipping_address })];
  // Built from the parts, so orders stored as "Nairobi, Nairobi County" do not repeat the town either.
  const address =
    order.delivery_street && order.delivery_town && order.delivery_county
      ? deliveryAddressLine({
          street: order.delivery_street,
          town: order.delivery_town,
          county: order.delivery_county,
        })
      : order.shipping_address;
  return [
    t('orders.delivery', { name: order.delivery_option_name }),
    t('orders.deliveryAddress', { address }),
    ...(order.delivery_phone
      ? [t('orders.deliveryPhone', { phone: formatKenyanPhone(order.delivery_phone) })]
      : []),
    ...(order.delivery_notes ? [t('orders.directions', { notes: order.delivery_notes })] : []),
  ];
}

/** The fee and the dates promised at checkout ("Tue 24 – Wed 25 Nov"). */
function deliveryPromiseLines(
  t: Translate,
  language: Language,
  order: OrderRow,
): { fee: string[]; dates: string[] } {
  if (order.delivery_option_name === null || order.delivery_eta_max_days === null)
    return { fee: [], dates: [] };
  const window = deliveryWindow(
    Date.parse(order.created_at),
    order.delivery_eta_min_days ?? order.delivery_eta_max_days,
    order.delivery_eta_max_days,
  );
  const dates = formatDateRange(window.from, window.to, language);
  const fee = order.delivery_fee_cents > 0 ? money(order.delivery_fee_cents) : t('orders.free');
  return {
    fee: [t('orders.deliveryFee', { fee })],
    dates: [
      order.delivery_kind === 'pickup'
        ? t('orders.readyForPickup', { dates })
        : t('orders.expectedDelivery', { dates }),
    ],
  };
}

export function orderConfirmationMail(
  to: string,
  language: Language,
  username: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
  publicUrl: string,
  /** How to pay, per method (payments.mail.ts), in the same language. */
  howToPay: readonly string[],
  /** The recipient verified the address: only then does the mail repeat what they typed. */
  recipientVerified: boolean,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const lines = items.map((i) =>
    t('orders.line', {
      name: lineName(t, i),
      quantity: String(i.quantity),
      price: money(i.price_cents),
      amount: money(i.price_cents * i.quantity),
    }),
  );
  const discount =
    order.discount_cents > 0
      ? [
          t('orders.confirmation.discount', {
            code: order.promotion_code ?? t('orders.confirmation.promotion'),
            percentage: String(order.discount_percentage),
            amount: money(order.discount_cents),
          }),
        ]
      : [];
  const promise = deliveryPromiseLines(t, language, order);
  const text = [
    t('common.hello', { username }),
    '',
    t('orders.confirmation.thanks', { number }),
    '',
    t('orders.confirmation.items'),
    ...lines,
    '',
    t('orders.confirmation.subtotal', { amount: money(order.subtotal_cents) }),
    ...discount,
    ...promise.fee,
    t('orders.confirmation.total', { amount: money(order.total_cents) }),
    ...(order.vat_rate > 0
      ? [
          t('orders.confirmation.vat', {
            rate: String(order.vat_rate),
            amount: money(order.vat_amount_cents),
          }),
        ]
      : []),
    '',
    ...addressLines(t, order, recipientVerified),
    ...promise.dates,
    t('orders.confirmation.status', { status: statusName(t, order.status) }),
    '',
    ...howToPay,
    '',
    t('orders.confirmation.track', { number, url: publicUrl }),
  ].join('\n');
  return { to, subject: t('orders.confirmation.subject', { number }), text };
}

/** A guest's confirmation: the usual mail with the order's private link (its only way back in). */
export function guestOrderConfirmationMail(
  to: string,
  language: Language,
  name: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
  publicUrl: string,
  howToPay: readonly string[],
  lookupUrl: string,
): MailMessage {
  const t = translator(language);
  const mail = orderConfirmationMail(to, language, name, order, items, publicUrl, howToPay, false);
  const link = [
    '',
    t('orders.confirmation.guestLink', { url: lookupUrl }),
    t('orders.confirmation.guestKeep'),
  ];
  return { ...mail, text: [mail.text, ...link].join('\n') };
}

/** The order's current status: sent when an admin changes it and when the shopper asks for a notice. */
export function orderStatusMail(
  to: string,
  language: Language,
  name: string,
  order: OrderWithPaymentRow,
  tracking: Tracking,
  publicUrl: string,
  recipientVerified: boolean,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const status = statusName(t, order.status);
  const text = [
    t('common.hello', { username: name }),
    '',
    t('orders.status.nowIs', { number, status }),
    '',
    t('orders.status.location', {
      location: tracking.currentLocation ?? t('orders.status.notAvailable'),
    }),
    ...(order.courier && order.tracking_number && order.status !== 'Cancelled'
      ? [t('orders.status.courier', { courier: order.courier, tracking: order.tracking_number })]
      : []),
    // Once delivered, the date it was expected on says nothing new.
    ...(order.status === 'Delivered' || order.status === 'Cancelled'
      ? []
      : [
          t('orders.status.expected', {
            date: tracking.expectedDeliveryDate
              ? formatDay(tracking.expectedDeliveryDate, language)
              : t('orders.status.notSetYet'),
          }),
        ]),
    t('orders.status.total', { amount: money(order.total_cents) }),
    ...(order.status === 'Cancelled' && order.payment_status === 'Paid'
      ? [t('orders.status.refundDue')]
      : []),
    '',
    ...addressLines(t, order, recipientVerified),
    '',
    t('common.track', { url: publicUrl }),
  ].join('\n');
  return { to, subject: t('orders.status.subject', { number, status }), text };
}

/** A pay-on-delivery order nobody confirmed in time was cancelled (POD_CONFIRM_HOURS). */
export function unconfirmedOrderCancelledMail(
  to: string,
  language: Language,
  username: string,
  order: OrderRow,
  hours: number,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  const number = order.order_number;
  const text = [
    t('common.hello', { username }),
    '',
    t('orders.unconfirmed.body', { number, total: money(order.total_cents), count: hours }),
    t('orders.unconfirmed.nothingOwed'),
    '',
    t('common.orderAgain', { url: publicUrl }),
  ].join('\n');
  return { to, subject: t('orders.unconfirmed.subject', { number }), text };
}
