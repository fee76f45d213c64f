import type { Return } from '@mavazi/shared/returns.schemas';
import { randomUUID } from 'node:crypto';
import { conflict } from '../lib/http-error';
import type { AuditActor } from '../modules/audit/audit-actor';
import { applyStockMovement } from '../modules/catalog/stock.repository';
import { findAllVariantsOfProduct } from '../modules/catalog/variants.repository';
import {
  findItemsOfOrders,
  findOrderById,
  insertOrder,
  insertOrderItems,
  insertStatusHistory,
  setOrderNumber,
} from '../modules/orders/orders.repository';
import { formatOrderNumber } from '../modules/orders/orders.service';
import {
  findOrderPayment,
  insertOrderPayment,
} from '../modules/payments/order-payments.repository';
import { findLinesOfReturns } from '../modules/returns/returns.repository';
import { loadReturn } from '../modules/returns/returns.service';
import { lockReturnFor, stepReturn, type ReturnStepDeps } from './return-steps';

/**
 * Received → Exchanged: a new order of the exchange sizes at price 0, no delivery fee, sent to the
 * same place, linked to the return. Its stock is taken in the same transaction as sales take it:
 * when a size sold out meanwhile the whole step rolls back with 409 OUT_OF_STOCK (refund instead).
 */
export async function exchangeReturn(
  deps: ReturnStepDeps,
  actor: AuditActor,
  id: number,
  note: string | null,
): Promise<Return> {
  const { db, dialect } = deps;
  const row = await db.transaction().execute(async (trx) => {
    const ret = await lockReturnFor(trx, dialect, id, 'Exchanged');
    const lines = (await findLinesOfReturns(trx, [ret.id])).filter(
      (l) => l.exchange_variant_id !== null && l.product_id !== null,
    );
    if (lines.length === 0)
      throw conflict(
        'STATUS_CHANGE_NOT_ALLOWED',
        'This return asks for no other size or colour: refund it instead',
      );
    const original = await findOrderById(trx, ret.order_id);
    if (!original) throw new Error(`Order ${ret.order_id} of return ${ret.id} is gone`);
    const images = new Map(
      (await findItemsOfOrders(trx, [original.id])).map((i) => [i.id, i.image_url]),
    );
    const nowIso = new Date().toISOString();
    const inserted = await insertOrder(trx, {
      order_number: `TMP-${randomUUID()}`,
      user_id: original.user_id,
      status: 'Confirmed',
      subtotal_cents: 0,
      discount_percentage: 0,
      discount_cents: 0,
      total_cents: 0,
      vat_rate: original.vat_rate,
      vat_amount_cents: 0,
      promotion_code: null,
      promotion_id: null,
      shipping_address: original.shipping_address,
      shipping_city: original.shipping_city,
      shipping_state: original.shipping_state,
      shipping_zip: original.shipping_zip,
      current_location: null,
      expected_delivery_date: null,
      idempotency_key: null,
      last_notified_at: null,
      delivery_fee_cents: 0,
      delivery_option_id: original.delivery_option_id,
      delivery_option_name: original.delivery_option_name,
      delivery_kind: original.delivery_kind,
      delivery_county: original.delivery_county,
      delivery_town: original.delivery_town,
      delivery_street: original.delivery_street,
      delivery_phone: original.delivery_phone,
      delivery_notes: original.delivery_notes,
      delivery_eta_min_days: original.delivery_eta_min_days,
      delivery_eta_max_days: original.delivery_eta_max_days,
      exchange_for_return_id: ret.id,
      created_at: nowIso,
      updated_at: nowIso,
    });
    const order = await setOrderNumber(trx, inserted.id, formatOrderNumber(inserted.id));
    const originalPayment = await findOrderPayment(trx, original.id);
    if (!originalPayment) throw new Error(`Order ${original.id} has no payment row`);
    await insertOrderPayment(trx, {
      order_id: order.id,
      payment_method: originalPayment.payment_method,
      // Nothing to pay: the shopper paid with the returned items.
      payment_status: 'Paid',
    });
    const items = [];
    for (const line of lines) {
      const productId = line.product_id ?? 0;
      const variantId = line.exchange_variant_id ?? 0;
      const variant = (await findAllVariantsOfProduct(trx, productId)).find(
        (v) => v.id === variantId,
      );
      const taken =
        variant &&
        (await applyStockMovement(trx, {
          productId,
          variantId,
          delta: -line.quantity,
          reason: 'sale',
          orderId: order.id,
          returnId: ret.id,
          actor: { id: actor.id, username: actor.username },
          note: `Exchange for ${ret.number}`,
          at: nowIso,
        }));
      if (!taken) {
        const size = line.exchange_size ? ` in size ${line.exchange_size}` : '';
        throw conflict(
          'OUT_OF_STOCK',
          `${line.product_name}${size} sold out meanwhile: refund this return instead, or restock first`,
        );
      }
      items.push({
        order_id: order.id,
        product_id: productId,
        product_name: line.product_name,
        quantity: line.quantity,
        price_cents: 0,
        variant_id: variantId,
        size: variant.size,
        colour: variant.colour,
        sku: variant.sku,
        image_url: images.get(line.order_item_id) ?? null,
      });
    }
    await insertOrderItems(trx, items);
    await insertStatusHistory(trx, {
      order_id: order.id,
      status: 'Confirmed',
      payment_status: 'Paid',
      note: `Exchange for return ${ret.number} of order ${ret.order_number}`,
      changed_by: actor.id,
      created_at: nowIso,
    });
    return stepReturn(trx, deps, ret, 'Exchanged', actor, note, {
      exchange_order_id: order.id,
      exchange_order_number: order.order_number,
    });
  });
  deps.mail.kick();
  return loadReturn(db, row);
}
