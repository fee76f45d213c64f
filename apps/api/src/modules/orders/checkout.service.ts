import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CheckoutBody, Order } from '@mavazi/shared/orders.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { discountCents, formatKes, fromCents, toCents } from '@mavazi/shared/money';
import type { UserRow } from '../../db/schema';
import { isConcurrencyFailure, isUniqueViolation } from '../../lib/db-errors';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import {
  assertPromoRedeemable,
  promoCodeKey,
  PROMO_USED_UP_TEXT,
} from '../promotions/promotions.service';
import {
  findPromotionByCodeKey,
  findSellableProducts,
  takePromotionUsage,
  takeStock,
} from './checkout.repository';
import { orderConfirmationMail } from './orders.mail';
import {
  findItemsOfOrders,
  findOrderByIdempotencyKey,
  insertOrder,
  insertOrderItems,
  insertStatusHistory,
  setOrderNumber,
} from './orders.repository';
import { formatOrderNumber, toOrderDto } from './orders.service';

export const PRICES_CHANGED_TEXT = 'Prices have changed, please review your cart';
export const TOTAL_CHANGED_TEXT = 'Order total has changed, please review your cart';
const BUSY_TEXT = 'Your order could not be placed because of a concurrent change, please try again';
/** Ids and cents are 32-bit integer columns on PostgreSQL. */
const MAX_INT4 = 2_147_483_647;

export interface CheckoutResult {
  order: Order;
  /** True when the Idempotency-Key matched an order placed earlier: nothing new was created. */
  replayed: boolean;
}

interface CartLine {
  productId: number;
  quantity: number;
}

/** One line per product (ascending id, so concurrent checkouts lock rows in the same order). */
function mergeLines(items: CheckoutBody['items']): CartLine[] {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
  const lines = [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  const tooMany = lines.find((l) => l.quantity > LIMITS.quantityMax);
  if (tooMany) {
    const text = `Quantity of product ${tooMany.productId} must be at most ${LIMITS.quantityMax}`;
    throw badRequest('VALIDATION_FAILED', text, { items: text });
  }
  return lines.sort((a, b) => a.productId - b.productId);
}

function shippingOf(body: CheckoutBody) {
  const s = body.shipping;
  const composed = s ? `${s.address}, ${s.city}, ${s.state} ${s.zip}` : '';
  return {
    address: body.shipping_address?.trim() || composed,
    city: s?.city ?? null,
    state: s?.state ?? null,
    zip: s?.zip ?? null,
  };
}

/**
 * Places an order in ONE transaction: server prices and totals are checked against the client's,
 * stock and promo usage are taken with conditional updates, the order, its items, its first
 * history row and the confirmation mail are written. Any failure rolls all of it back.
 */
export async function placeOrder(
  app: FastifyInstance,
  user: UserRow,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
): Promise<CheckoutResult> {
  const lines = mergeLines(body.items);
  const promoCode = body.promotion_code?.trim() || undefined;
  const shipping = shippingOf(body);

  let result: CheckoutResult;
  try {
    result = await app.db.transaction().execute(async (trx): Promise<CheckoutResult> => {
      if (idempotencyKey) {
        const earlier = await findOrderByIdempotencyKey(trx, user.id, idempotencyKey);
        if (earlier)
          return {
            order: toOrderDto(earlier, await findItemsOfOrders(trx, [earlier.id])),
            replayed: true,
          };
      }

      const products = new Map(
        (
          await findSellableProducts(
            trx,
            lines.map((l) => l.productId).filter((id) => id <= MAX_INT4),
          )
        ).map((p) => [p.id, p]),
      );
      for (const item of body.items) {
        if (!products.has(item.product_id))
          throw notFound('PRODUCT_NOT_FOUND', `Product ${item.product_id} not found`);
      }
      // The server's prices always win; the client's are only compared.
      for (const item of body.items) {
        if (toCents(item.price) !== products.get(item.product_id)?.price_cents)
          throw conflict('PRICES_CHANGED', PRICES_CHANGED_TEXT);
      }

      const promo = promoCode
        ? assertPromoRedeemable(await findPromotionByCodeKey(trx, promoCodeKey(promoCode)))
        : undefined;
      const discountPercentage = promo?.discount_percentage ?? 0;
      const subtotal = lines.reduce(
        (sum, l) => sum + (products.get(l.productId)?.price_cents ?? 0) * l.quantity,
        0,
      );
      if (subtotal > MAX_INT4) {
        throw badRequest(
          'ORDER_TOO_LARGE',
          `An order can total at most ${formatKes(fromCents(MAX_INT4))}, please split it`,
        );
      }
      const discount = discountCents(subtotal, discountPercentage);
      const total = subtotal - discount;
      if (toCents(body.total_amount) !== total) throw conflict('TOTAL_CHANGED', TOTAL_CHANGED_TEXT);

      for (const line of lines) {
        if (!(await takeStock(trx, line.productId, line.quantity))) {
          throw conflict(
            'OUT_OF_STOCK',
            `Not enough stock for ${products.get(line.productId)?.name ?? `product ${line.productId}`}`,
          );
        }
      }
      if (promo && !(await takePromotionUsage(trx, promo.id)))
        throw conflict('PROMO_USED_UP', PROMO_USED_UP_TEXT);

      const now = new Date().toISOString();
      const inserted = await insertOrder(trx, {
        // The number derives from the id, known only after the insert: a unique placeholder first.
        order_number: `TMP-${randomUUID()}`,
        user_id: user.id,
        status: 'Pending',
        subtotal_cents: subtotal,
        discount_percentage: discountPercentage,
        discount_cents: discount,
        total_cents: total,
        promotion_code: promo?.code ?? null,
        promotion_id: promo?.id ?? null,
        shipping_address: shipping.address,
        shipping_city: shipping.city,
        shipping_state: shipping.state,
        shipping_zip: shipping.zip,
        payment_method: body.payment_method,
        payment_status: 'Pending',
        current_location: null,
        expected_delivery_date: null,
        idempotency_key: idempotencyKey ?? null,
        last_notified_at: null,
        created_at: now,
        updated_at: now,
      });
      const order = await setOrderNumber(trx, inserted.id, formatOrderNumber(inserted.id));
      const items = await insertOrderItems(
        trx,
        lines.map((l) => {
          const product = products.get(l.productId);
          return {
            order_id: order.id,
            product_id: l.productId,
            product_name: product?.name ?? '',
            quantity: l.quantity,
            price_cents: product?.price_cents ?? 0,
          };
        }),
      );
      items.sort((a, b) => a.id - b.id);
      await insertStatusHistory(trx, {
        order_id: order.id,
        status: 'Pending',
        changed_by: null,
        created_at: now,
      });
      await enqueueMail(
        trx,
        orderConfirmationMail(user.email, user.username, order, items, app.config.publicUrl),
      );
      return { order: toOrderDto(order, items), replayed: false };
    });
  } catch (error) {
    const raced = isUniqueViolation(error) || isConcurrencyFailure(error);
    // A concurrent request with the same key may have won (its order now holds the key): answer with it.
    if (idempotencyKey && (raced || (error instanceof HttpError && error.statusCode === 409))) {
      const earlier = await findOrderByIdempotencyKey(app.db, user.id, idempotencyKey);
      if (earlier)
        return {
          order: toOrderDto(earlier, await findItemsOfOrders(app.db, [earlier.id])),
          replayed: true,
        };
    }
    if (raced) throw conflict('CHECKOUT_BUSY', BUSY_TEXT);
    throw error;
  }
  if (!result.replayed) app.mailOutbox.kick();
  return result;
}
