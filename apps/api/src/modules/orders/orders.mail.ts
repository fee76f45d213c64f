import { SHOP_NAME } from '@mavazi/shared/constants';
import { formatKes, fromCents } from '@mavazi/shared/money';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import type { MailMessage } from '../../mail/mail-message';
import type { Tracking } from './tracking.service';

const money = (cents: number) => formatKes(fromCents(cents));

/** "Kitenge shirt (Size M, Colour Red)": the line's name with what was chosen. */
function lineName(item: OrderItemRow): string {
  const chosen = [
    item.size ? `Size ${item.size}` : null,
    item.colour ? `Colour ${item.colour}` : null,
  ].filter(Boolean);
  return chosen.length > 0 ? `${item.product_name} (${chosen.join(', ')})` : item.product_name;
}

export function orderConfirmationMail(
  to: string,
  username: string,
  order: OrderRow,
  items: readonly OrderItemRow[],
  publicUrl: string,
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
  const text = [
    `Hello ${username},`,
    '',
    `Thank you for shopping with ${SHOP_NAME}. Your order ${order.order_number} has been placed.`,
    '',
    'Items:',
    ...lines,
    '',
    `Subtotal: ${money(order.subtotal_cents)}`,
    ...discount,
    `Total: ${money(order.total_cents)}`,
    '',
    `Shipping address: ${order.shipping_address}`,
    `Payment method: ${order.payment_method} (payment ${order.payment_status.toLowerCase()})`,
    `Status: ${order.status}`,
    '',
    `Track your order with the number ${order.order_number} at ${publicUrl}/order-tracking`,
  ].join('\n');
  return { to, subject: `${SHOP_NAME} order ${order.order_number} confirmed`, text };
}

/** The order's current status: sent when an admin changes it and when the shopper asks for a notice. */
export function orderStatusMail(
  to: string,
  order: OrderRow,
  tracking: Tracking,
  publicUrl: string,
): MailMessage {
  const text = [
    `Your ${SHOP_NAME} order ${order.order_number} is now: ${order.status}.`,
    '',
    `Current location: ${tracking.currentLocation ?? 'not available'}`,
    `Expected delivery date: ${tracking.expectedDeliveryDate ?? 'none'}`,
    `Total: ${money(order.total_cents)}`,
    '',
    `Track your order at ${publicUrl}/order-tracking`,
  ].join('\n');
  return { to, subject: `${SHOP_NAME} order ${order.order_number}: ${order.status}`, text };
}
