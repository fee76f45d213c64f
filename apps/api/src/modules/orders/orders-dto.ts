import type { Order, TrackedOrder } from '@mavazi/shared/orders.schemas';
import type { OrderPayment } from '@mavazi/shared/payments.schemas';
import { orderStatusSchema, paymentMethodSchema } from '@mavazi/shared/orders.schemas';
import { fromCents } from '@mavazi/shared/money';
import { paymentStatusSchema } from '@mavazi/shared/payments.schemas';
import type { OrderItemRow, OrderWithPaymentRow } from '../../db/schema';
import { toOrderDeliveryDto } from './order-delivery';
import type { OrderStatusHistoryRow } from './orders.repository';
import { trackingOf } from './tracking.service';

/** What a line remembers of the size, colour and picture it was bought with. */
function variantOfItem(i: OrderItemRow) {
  return {
    variant_id: i.variant_id,
    size: i.size,
    colour: i.colour,
    sku: i.sku,
    image_url: i.image_url,
  };
}

/** `payment` is built by payments (AppDeps.paymentReads.orderPaymentOf; decision 045). */
export function toOrderDto(
  row: OrderWithPaymentRow,
  items: readonly OrderItemRow[],
  payment: OrderPayment,
): Order {
  return {
    id: row.id,
    order_number: row.order_number,
    user_id: row.user_id,
    status: orderStatusSchema.parse(row.status),
    total_amount: fromCents(row.total_cents),
    subtotal: fromCents(row.subtotal_cents),
    discount_percentage: row.discount_percentage,
    promotion_code: row.promotion_code,
    shipping_address: row.shipping_address,
    payment_method: paymentMethodSchema.parse(row.payment_method),
    payment_status: paymentStatusSchema.parse(row.payment_status),
    payment,
    created_at: row.created_at,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      product_name: i.product_name,
      quantity: i.quantity,
      price: fromCents(i.price_cents),
      ...variantOfItem(i),
    })),
    delivery_fee: fromCents(row.delivery_fee_cents),
    delivery: toOrderDeliveryDto(row),
    vat_amount: fromCents(row.vat_amount_cents),
    vat_rate: row.vat_rate,
    invoice_number: row.invoice_number,
    courier: row.courier,
    tracking_number: row.tracking_number,
    refunded_amount: fromCents(row.refunded_cents),
    exchange_for_return_id: row.exchange_for_return_id,
  };
}

export function toTrackedOrderDto(
  row: OrderWithPaymentRow,
  items: readonly OrderItemRow[],
  history: readonly OrderStatusHistoryRow[],
  payment: OrderPayment,
): TrackedOrder {
  return {
    ...toOrderDto(row, items, payment),
    ...trackingOf(row, history),
    status_history: history.map((h) => ({
      status: orderStatusSchema.parse(h.status),
      payment_status:
        h.payment_status === null ? null : paymentStatusSchema.parse(h.payment_status),
      note: h.note,
      changed_at: h.created_at,
      changed_by: h.changed_by,
    })),
  };
}
