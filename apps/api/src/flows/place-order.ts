import { createHash } from 'node:crypto';
import type { CheckoutBody, GuestContact, Order } from '@mavazi/shared/orders.schemas';
import { INT4_MAX, LIMITS } from '@mavazi/shared/constants';
import { formatKsh, fromCents, toCents, vatIncludedCents } from '@mavazi/shared/money';
import { PAYMENT_METHOD_LABELS } from '@mavazi/shared/constants';
import { deliveryAddressLine } from '@mavazi/shared/delivery';
import { priceOrder } from '@mavazi/shared/pricing';
import { wantsEmail } from '@mavazi/shared/notify';
import type { Executor } from '../db/database';
import type { OrderRow, UserRow } from '../db/schema';
import { isConcurrencyFailure, isUniqueViolation } from '../lib/db-errors';
import type { AppDeps } from '../app-deps';
import { HttpError, badRequest, conflict, notFound, unprocessable } from '../lib/http-error';
import { enqueueMail } from '../mail/outbox.repository';
import { queueSms } from '../sms/sms-queue';
import { paymentHint } from '../sms/sms-texts';
import {
  findSellableProductsWithSizes,
  takeOrderStock,
  type SellableProduct,
  type SellableVariant,
  type ShortStock,
} from '../modules/catalog/stock.repository';
import { mergeStockLines, type StockLine } from '../modules/catalog/stock-lines';
import { chosenVariantsOf } from '../modules/catalog/variants.service';
import { thumbnailUrl } from '../modules/catalog/catalog-dto';
import { resolveDelivery } from '../modules/delivery/delivery.service';
import { takePromotionUsage } from '../modules/promotions/promotions.repository';
import {
  findPromoToRedeem,
  PROMO_CUSTOMER_LIMIT_TEXT,
  PROMO_USED_UP_TEXT,
} from '../modules/promotions/promotions.service';
import { PAYMENT_TEXTS } from '../modules/payments/payment-dto';
import {
  insertOrderPayment,
  orderPaymentMatches,
  orderWithPayment,
} from '../modules/payments/order-payments.repository';
import { howToPayLines } from '../modules/payments/payments.mail';
import { resolveMpesaPhone, startPayment, takePromptAllowance } from './pay-order';
import { mailName } from '../lib/greeting-name';
import { lockUser } from '../modules/accounts/users.repository';
import { deliveryColumns } from '../modules/orders/order-delivery';
import { guestOrderConfirmationMail, orderConfirmationMail } from '../modules/orders/orders.mail';
import {
  countOpenUnpaidGuestOrders,
  countOpenUnpaidOrders,
  countPromotionUsesOfUser,
  findOrderById,
  findOrderByIdempotencyKey,
  insertPlacedOrder,
} from '../modules/orders/orders.repository';
import { loadOrder } from '../modules/orders/orders.service';
import { toOrderDto } from '../modules/orders/orders-dto';
import { languageOf } from '../i18n/i18n';

export const PRICES_CHANGED_TEXT = 'Prices have changed, please review your cart';
export const TOTAL_CHANGED_TEXT = 'Order total has changed, please review your cart';
const BUSY_TEXT = 'Your order could not be placed because of a concurrent change, please try again';

export type CheckoutDeps = Pick<
  AppDeps,
  'db' | 'dialect' | 'publicUrl' | 'mail' | 'orderRules' | 'payments' | 'limits' | 'paymentReads'
>;

/** A guest checkout: who the guest is and the private link that reaches the order (decision 037). */
export interface GuestCheckout {
  contact: GuestContact;
  /** SHA-256 of the lookup token; the token itself is only in the mail and the answer. */
  tokenHash: string;
  lookupUrl: (orderNumber: string) => string;
  /** The same link, short enough for a text: /o/{number}/{token} redirects to the lookup page. */
  textUrl: (orderNumber: string) => string;
}

export interface CheckoutResult {
  order: Order;
  /** True when the Idempotency-Key matched an order placed earlier: nothing new was created. */
  replayed: boolean;
}

/** One line per product and size, in lock order; a product and size over 99 in all is refused. */
function mergeLines(items: CheckoutBody['items']): StockLine[] {
  const lines = mergeStockLines(
    items.map((i) => ({
      productId: i.product_id,
      variantId: i.variant_id ?? null,
      quantity: i.quantity,
    })),
  );
  const tooMany = lines.find((l) => l.quantity > LIMITS.quantityMax);
  if (tooMany) {
    const text = `Quantity of product ${tooMany.productId} must be at most ${LIMITS.quantityMax}`;
    throw badRequest('VALIDATION_FAILED', text, { items: text });
  }
  return lines;
}

/**
 * Every order is unpaid when placed, and holds its stock until paid or cancelled: one shopper may not
 * hold more than `maxUnitsPerLine` of one product and size, or `maxUnitsPerOrder` in all (400).
 */
function assertUnitsWithinCaps(
  lines: readonly StockLine[],
  rules: CheckoutDeps['orderRules'],
): void {
  const tooMany = lines.find((l) => l.quantity > rules.maxUnitsPerLine);
  if (tooMany) {
    const text = `At most ${rules.maxUnitsPerLine} of one item per order; for more, please contact the shop`;
    throw badRequest('VALIDATION_FAILED', text, { items: text });
  }
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (units > rules.maxUnitsPerOrder) {
    const text = `At most ${rules.maxUnitsPerOrder} items per order; for more, please contact the shop`;
    throw badRequest('VALIDATION_FAILED', text, { items: text });
  }
}

function shippingOf(body: CheckoutBody) {
  // With a delivery option the Kenyan address is the whole address; the spec's fields are ignored.
  if (body.delivery)
    return { address: deliveryAddressLine(body.delivery), city: null, state: null, zip: null };
  const s = body.shipping;
  const composed = s ? `${s.address}, ${s.city}, ${s.state} ${s.zip}` : '';
  return {
    address: body.shipping_address?.trim() || composed,
    city: s?.city ?? null,
    state: s?.state ?? null,
    zip: s?.zip ?? null,
  };
}

interface Attempt {
  key: string;
  /** Hash of the request body: one key names one cart, address and payment. */
  fingerprint: string;
}

/** JSON with sorted keys, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function attemptOf(body: CheckoutBody, key: string | undefined): Attempt | undefined {
  if (!key) return undefined;
  return { key, fingerprint: createHash('sha256').update(canonicalJson(body)).digest('hex') };
}

/**
 * The order an earlier request with this Idempotency-Key placed, answered again as it was; a key
 * reused for a different request is refused rather than answered with an order not asked for.
 */
async function replayOf(
  { paymentReads }: Pick<CheckoutDeps, 'paymentReads'>,
  db: Executor,
  userId: number,
  attempt: Attempt | undefined,
): Promise<CheckoutResult | undefined> {
  if (!attempt) return undefined;
  const earlier = await findOrderByIdempotencyKey(db, userId, attempt.key);
  if (!earlier) return undefined;
  if (earlier.idempotency_fingerprint && earlier.idempotency_fingerprint !== attempt.fingerprint) {
    throw unprocessable(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different order; send a new key for a new order',
    );
  }
  return { order: await loadOrder({ db, paymentReads }, earlier), replayed: true };
}

/** Per-shopper limits, exact because the shopper's row is locked for the whole checkout. */
async function assertShopperMayOrder(
  trx: Executor,
  user: UserRow,
  promo: { id: number; per_customer_limit: number | null } | undefined,
  maxOpenUnpaidOrders: number,
  guest: GuestCheckout | undefined,
): Promise<void> {
  // A guest's open orders count by the address and the phone given, whichever guest row holds them.
  const notPaid = orderPaymentMatches({ statusNot: 'Paid' });
  const unpaid = guest
    ? await countOpenUnpaidGuestOrders(trx, guest.contact.email, guest.contact.phone, notPaid)
    : await countOpenUnpaidOrders(trx, user.id, notPaid);
  if (unpaid >= maxOpenUnpaidOrders) {
    throw conflict(
      'TOO_MANY_UNPAID_ORDERS',
      `You have ${unpaid} orders waiting for payment; please pay for one before placing another`,
    );
  }
  if (
    promo?.per_customer_limit != null &&
    (await countPromotionUsesOfUser(trx, user.id, promo.id)) >= promo.per_customer_limit
  ) {
    throw conflict('PROMO_CUSTOMER_LIMIT', PROMO_CUSTOMER_LIMIT_TEXT);
  }
}

interface Catalog {
  products: Map<number, SellableProduct>;
  variants: Map<number, SellableVariant>;
}

/** What an order line keeps of its size, colour and picture (copied: later edits do not change it). */
function lineVariantColumns(catalog: Catalog, line: StockLine) {
  const variant = line.variantId === null ? undefined : catalog.variants.get(line.variantId);
  const product = catalog.products.get(line.productId);
  return {
    variant_id: variant?.id ?? null,
    size: variant?.size ?? null,
    colour: variant?.colour ?? null,
    sku: variant?.sku ?? null,
    image_url: product ? thumbnailUrl(product) : null,
  };
}

/**
 * The line a checkout taking its lines one by one would have stopped at: the first whose size (or
 * product, without sizes) is short. A product's stock is the sum of its sizes, so a product short
 * for all its lines has a short size; the first line of a short product is the fallback.
 */
function firstShortLine(lines: readonly StockLine[], short: ShortStock): StockLine | undefined {
  if (short.products.size === 0 && short.variants.size === 0) return undefined;
  return (
    lines.find((l) =>
      l.variantId === null ? short.products.has(l.productId) : short.variants.has(l.variantId),
    ) ?? lines.find((l) => short.products.has(l.productId))
  );
}

/** A line's price: its size's own price, or the product's. */
function unitPriceCents(catalog: Catalog, productId: number, variantId: number | null): number {
  const variantPrice = variantId === null ? null : catalog.variants.get(variantId)?.price_cents;
  return variantPrice ?? catalog.products.get(productId)?.price_cents ?? 0;
}

/** The cart's products and sizes at the server's prices; the client's prices are only compared. */
async function sellableProductsOf(
  trx: Executor,
  body: CheckoutBody,
  lines: readonly StockLine[],
): Promise<Catalog> {
  const ids = lines.map((l) => l.productId).filter((id) => id <= INT4_MAX);
  const sellable = await findSellableProductsWithSizes(trx, ids);
  const products = new Map(sellable.products.map((p) => [p.id, p]));
  for (const item of body.items) {
    if (!products.has(item.product_id))
      throw notFound('PRODUCT_NOT_FOUND', `Product ${item.product_id} not found`);
  }
  const variants = chosenVariantsOf(
    sellable.variants,
    lines,
    (id) => products.get(id)?.name ?? `product ${id}`,
  );
  const catalog = { products, variants };
  for (const item of body.items) {
    if (toCents(item.price) !== unitPriceCents(catalog, item.product_id, item.variant_id ?? null))
      throw conflict('PRICES_CHANGED', PRICES_CHANGED_TEXT);
  }
  return catalog;
}

/**
 * Places an order in ONE transaction: server prices and totals are checked against the client's,
 * stock and promo usage are taken with conditional updates, the order, its items, its first
 * history row and the confirmation mail are written. Any failure rolls all of it back.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  user: UserRow,
  body: CheckoutBody,
  idempotencyKey: string | undefined,
  options: {
    guest?: GuestCheckout;
    /** Runs in the order's transaction once it is placed (the saved cart is cleared there). */
    onPlaced?: (trx: Executor, order: OrderRow) => Promise<void>;
  } = {},
): Promise<CheckoutResult> {
  const { guest, onPlaced } = options;
  const { db, publicUrl, mail, orderRules, payments, paymentReads } = deps;
  if (!orderRules.paymentMethods.includes(body.payment_method)) {
    const offered = orderRules.paymentMethods.map((m) => PAYMENT_METHOD_LABELS[m]).join(', ');
    const text = `${PAYMENT_METHOD_LABELS[body.payment_method]} is not offered; choose ${offered}`;
    throw badRequest('METHOD_NOT_OFFERED', text, { payment_method: text });
  }
  const lines = mergeLines(body.items);
  assertUnitsWithinCaps(lines, orderRules);
  const shipping = shippingOf(body);
  const mpesaPhone =
    body.payment_method === 'mpesa' ? resolveMpesaPhone(body.mpesa_phone, user) : null;
  if (mpesaPhone) await takePromptAllowance(deps, user.id, mpesaPhone);
  let placed: OrderRow | undefined;
  const attempt = attemptOf(body, idempotencyKey);
  let result: CheckoutResult;
  try {
    result = await db.transaction().execute(async (trx): Promise<CheckoutResult> => {
      await lockUser(trx, user.id);
      const replay = await replayOf(deps, trx, user.id, attempt);
      if (replay) return replay;

      const catalog = await sellableProductsOf(trx, body, lines);
      const { products, variants } = catalog;
      const promo = await findPromoToRedeem(trx, body.promotion_code);
      await assertShopperMayOrder(trx, user, promo, orderRules.maxOpenUnpaidOrders, guest);
      const priced = lines.map((l) => ({
        unitPriceCents: unitPriceCents(catalog, l.productId, l.variantId),
        quantity: l.quantity,
      }));
      const discount = promo?.discount_percentage ?? 0;
      // The delivery fee follows the discounted subtotal: the goods' total before delivery.
      const goods = priceOrder(priced, discount);
      const delivery = await resolveDelivery(trx, body.delivery, goods.totalCents);
      const pricing = priceOrder(priced, discount, delivery?.feeCents ?? 0);
      if (Math.max(pricing.subtotalCents, pricing.totalCents) > INT4_MAX) {
        throw badRequest(
          'ORDER_TOO_LARGE',
          `An order can total at most ${formatKsh(fromCents(INT4_MAX))}, please split it`,
        );
      }
      if (toCents(body.total_amount) !== pricing.totalCents)
        throw conflict('TOTAL_CHANGED', TOTAL_CHANGED_TEXT);

      const now = new Date().toISOString();
      const { order: numbered, items } = await insertPlacedOrder(
        trx,
        deps.dialect,
        {
          user_id: user.id,
          status: 'Pending',
          subtotal_cents: pricing.subtotalCents,
          discount_percentage: promo?.discount_percentage ?? 0,
          discount_cents: pricing.discountCents,
          total_cents: pricing.totalCents,
          vat_rate: orderRules.vatRate,
          vat_amount_cents: vatIncludedCents(pricing.totalCents, orderRules.vatRate),
          promotion_code: promo?.code ?? null,
          promotion_id: promo?.id ?? null,
          // A pick-up order's address is its pick-up point, which only the chosen option knows.
          shipping_address: delivery ? deliveryAddressLine(delivery) : shipping.address,
          shipping_city: shipping.city,
          shipping_state: shipping.state,
          shipping_zip: shipping.zip,
          current_location: null,
          expected_delivery_date: null,
          idempotency_key: attempt?.key ?? null,
          idempotency_fingerprint: attempt?.fingerprint ?? null,
          last_notified_at: null,
          guest_name: guest?.contact.name ?? null,
          guest_email: guest ? guest.contact.email.toLowerCase() : null,
          guest_phone: guest?.contact.phone ?? null,
          lookup_token_hash: guest?.tokenHash ?? null,
          ...deliveryColumns(delivery),
          created_at: now,
          updated_at: now,
        },
        lines.map((l) => ({
          product_id: l.productId,
          product_name: products.get(l.productId)?.name ?? '',
          quantity: l.quantity,
          price_cents: unitPriceCents(catalog, l.productId, l.variantId),
          ...lineVariantColumns(catalog, l),
        })),
        { status: 'Pending', changed_by: null, created_at: now },
      );
      // The order's payment lives with payments (decision 045), written in the same transaction.
      const order = orderWithPayment(
        numbered,
        await insertOrderPayment(trx, {
          order_id: numbered.id,
          payment_method: body.payment_method,
          payment_status: 'Pending',
          mpesa_phone: mpesaPhone,
          payment_message: mpesaPhone ? PAYMENT_TEXTS.checkPhone : null,
        }),
      );
      if (guest && wantsEmail(user))
        await enqueueMail(
          trx,
          guestOrderConfirmationMail(
            user.email,
            languageOf(user),
            guest.contact.name,
            order,
            items,
            publicUrl,
            howToPayLines(languageOf(user), order, payments.timeoutMinutes, publicUrl),
            guest.lookupUrl(order.order_number),
          ),
        );
      else if (wantsEmail(user))
        await enqueueMail(
          trx,
          orderConfirmationMail(
            user.email,
            languageOf(user),
            mailName(user),
            order,
            items,
            publicUrl,
            howToPayLines(languageOf(user), order, payments.timeoutMinutes, publicUrl),
            user.email_verified === 1,
          ),
        );
      await queueSms(trx, user, `order.placed:${order.id}`, {
        kind: 'order_placed',
        orderNumber: order.order_number,
        totalCents: order.total_cents,
        payment: paymentHint(order.payment_method),
        ...(guest ? { link: guest.textUrl(order.order_number) } : {}),
      });
      if (onPlaced) await onPlaced(trx, order);
      // Stock (and then the promotion, in the order reopening an order takes them) last, just before the
      // commit: a sold product's row stays locked from its update to the commit, so each statement after it
      // would bound how many orders a second can sell one product on PostgreSQL. The order has its id by now,
      // so each sale movement names it; a short line rolls back everything written before it.
      const short = await takeOrderStock(trx, deps.dialect, lines, order.id, now);
      const shortLine = firstShortLine(lines, short);
      if (shortLine) {
        const name = products.get(shortLine.productId)?.name ?? `product ${shortLine.productId}`;
        const size =
          shortLine.variantId === null ? undefined : variants.get(shortLine.variantId)?.size;
        throw conflict(
          'OUT_OF_STOCK',
          `Not enough stock for ${name}${size ? ` in size ${size}` : ''}`,
        );
      }
      if (promo && !(await takePromotionUsage(trx, promo.id)))
        throw conflict('PROMO_USED_UP', PROMO_USED_UP_TEXT);
      placed = order;
      return {
        order: toOrderDto(order, items, paymentReads.orderPaymentOf(order)),
        replayed: false,
      };
    });
  } catch (error) {
    const raced = isUniqueViolation(error) || isConcurrencyFailure(error);
    // A concurrent request with the same key may have won (its order now holds the key): answer with it.
    if (raced || (error instanceof HttpError && error.statusCode === 409)) {
      const replay = await replayOf(deps, db, user.id, attempt);
      if (replay) return replay;
    }
    if (raced) throw conflict('CHECKOUT_BUSY', BUSY_TEXT);
    throw error;
  }
  if (result.replayed) return result;
  mail.kick();
  if (placed && mpesaPhone) {
    // The prompt is asked for only now that the order is committed: M-Pesa being down never loses it.
    await startPayment(deps, placed, mpesaPhone);
    const paying = await findOrderById(db, placed.id);
    if (paying) result = { order: await loadOrder({ db, paymentReads }, paying), replayed: false };
  }
  return result;
}
