import type { FastifyInstance } from 'fastify';
import type { ProductInput } from '@mavazi/shared/catalog.schemas';
import { toCents } from '@mavazi/shared/money';
import type { Insertable, Updateable } from 'kysely';
import type {
  OrderPaymentsTable,
  OrdersTable,
  OrderWithPaymentRow,
  ProductRow,
  PromotionRow,
  UserRow,
} from '../../src/db/schema';
import { PAYMENT_COLUMNS } from '../../src/db/migrations/032-order-payments';
import { refreshRatingTotals } from '../../src/modules/catalog/catalog.repository';
import { bearer, countRows, TEST_PASSWORD, uniqueName } from './test-app';

const DAY = 86_400_000;

/** A valid body for the admin product routes (price in KES). */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    name: `Kitenge shirt ${uniqueName('')}`,
    description: 'Cotton shirt with a kitenge print',
    price: 1499.5,
    imageUrl: '/images/products/kitenge-shirt.svg',
    category: 'Men',
    inventory: 10,
    ...overrides,
  };
}

/** Inserts a product straight into the database; `productInput` gives what is not set. */
export async function createProduct(
  app: FastifyInstance,
  overrides: Partial<ProductInput> & { deleted?: boolean } = {},
): Promise<ProductRow> {
  const { deleted, ...fields } = overrides;
  const p = productInput(fields);
  const now = new Date().toISOString();
  const row = await app.db
    .insertInto('products')
    .values({
      name: p.name,
      description: p.description,
      price_cents: toCents(p.price),
      image_url: p.imageUrl ?? '',
      category: p.category,
      inventory: p.inventory ?? 0,
      deleted_at: deleted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .finally(() => app.readCache.clear());
  // As migration 016 does for existing stock: the ledger opens with what the product holds.
  await app.db
    .insertInto('stock_movements')
    .values({
      at: now,
      product_id: row.id,
      variant_id: null,
      delta: row.inventory,
      stock_after: row.inventory,
      reason: 'count',
      note: 'opening balance',
    })
    .execute();
  return row;
}

/** A review with a chosen timestamp, so "newest first" can be checked without waiting. */
export async function createReview(
  app: FastifyInstance,
  r: { productId: number; user: UserRow; rating?: number; comment?: string; createdAt?: string },
): Promise<number> {
  const row = await app.db
    .insertInto('reviews')
    .values({
      product_id: r.productId,
      user_id: r.user.id,
      author: r.user.username,
      rating: r.rating ?? 5,
      comment: r.comment ?? 'Fits well',
      created_at: r.createdAt ?? new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As the review service does: the product's totals move with its reviews.
  await refreshRatingTotals(app.db, r.productId);
  app.readCache.clear();
  return row.id;
}

export interface PromoFixture {
  code?: string;
  discount_percentage?: number;
  start_date?: string;
  end_date?: string;
  usage_limit?: number | null;
  per_customer_limit?: number | null;
  times_used?: number;
  is_active?: boolean;
}

/** Inserts a promotion straight into the database; by default active since yesterday for 30 days, unlimited. */
export async function createPromo(
  app: FastifyInstance,
  p: PromoFixture = {},
): Promise<PromotionRow> {
  const now = new Date();
  const code = p.code ?? uniqueName('PROMO');
  return app.db
    .insertInto('promotions')
    .values({
      code,
      code_key: code.toUpperCase(),
      discount_percentage: p.discount_percentage ?? 10,
      start_date: p.start_date ?? new Date(now.getTime() - DAY).toISOString(),
      end_date: p.end_date ?? new Date(now.getTime() + 30 * DAY).toISOString(),
      usage_limit: p.usage_limit ?? null,
      per_customer_limit: p.per_customer_limit ?? null,
      times_used: p.times_used ?? 0,
      is_active: p.is_active === false ? 0 : 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An order's payment columns, as tests give them with the order (they live in order_payments). */
export type PaymentFixture = Partial<Omit<Insertable<OrderPaymentsTable>, 'order_id'>>;

export type OrderFixture = Partial<Insertable<OrdersTable>> & PaymentFixture & { user_id: number };

/** Splits a fixture's payment columns from the order's. */
function splitPayment<T extends PaymentFixture>(
  o: T,
): [Omit<T, keyof PaymentFixture>, PaymentFixture] {
  const order: Record<string, unknown> = { ...o };
  const payment: Record<string, unknown> = {};
  for (const key of PAYMENT_COLUMNS) {
    if (key in order) payment[key] = order[key];
    delete order[key];
  }
  return [order as Omit<T, keyof PaymentFixture>, payment as PaymentFixture];
}

/** Changes an order's payment straight in the database (order_payments, decision 045). */
export async function setOrderPayment(
  app: FastifyInstance,
  orderId: number,
  changes: Omit<Updateable<OrderPaymentsTable>, 'order_id'>,
): Promise<void> {
  await app.db.updateTable('order_payments').set(changes).where('order_id', '=', orderId).execute();
}

/** An order's payment as stored (order_payments). */
export function readOrderPayment(app: FastifyInstance, orderId: number) {
  return app.db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** An order with its payment, as stored. */
export async function readOrderWithPayment(
  app: FastifyInstance,
  orderId: number,
): Promise<OrderWithPaymentRow> {
  const order = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const { order_id: _id, ...payment } = await readOrderPayment(app, orderId);
  return { ...order, ...payment };
}

/**
 * Inserts an order and its payment straight into the database (no stock, promo or mail work); by
 * default Pending, KES 1,500, M-Pesa.
 */
export async function insertOrder(
  app: FastifyInstance,
  fixture: OrderFixture,
): Promise<OrderWithPaymentRow> {
  const now = new Date().toISOString();
  const [o, payment] = splitPayment(fixture);
  const order = await app.db
    .insertInto('orders')
    .values({
      order_number: `ORD-T${uniqueName('')}`,
      status: 'Pending',
      subtotal_cents: 150_000,
      discount_percentage: 0,
      discount_cents: 0,
      total_cents: 150_000,
      promotion_code: null,
      promotion_id: null,
      shipping_address: '1 Moi Avenue, Nairobi',
      shipping_city: 'Nairobi',
      shipping_state: null,
      shipping_zip: null,
      current_location: null,
      expected_delivery_date: null,
      idempotency_key: null,
      last_notified_at: null,
      created_at: now,
      updated_at: now,
      ...o,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const { order_id: _id, ...stored } = await app.db
    .insertInto('order_payments')
    .values({ payment_method: 'mpesa', payment_status: 'Pending', ...payment, order_id: order.id })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...order, ...stored };
}

export async function readProduct(app: FastifyInstance, id: number): Promise<ProductRow> {
  return app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function readPromo(app: FastifyInstance, id: number): Promise<PromotionRow> {
  return app.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A valid POST /api/register body; overrides may hold anything a client could send. */
export function registrationBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('shop');
  return {
    username,
    email: `${username}@example.com`,
    phone_number: '+254712345678',
    imageUrl: 'https://images.example/avatar.png',
    password: TEST_PASSWORD,
    ...overrides,
  };
}

export const SHIPPING = {
  address: 'Moi Avenue 12',
  city: 'Nairobi',
  state: 'Nairobi County',
  zip: '00100',
};

/**
 * A checkout body for the given lines; total_amount is the caller's responsibility. Lines and total
 * are not typed, so a test can send anything an attacker would.
 */
export function checkoutBody(
  items: readonly unknown[],
  total_amount: unknown,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { items, total_amount, shipping: SHIPPING, payment_method: 'mpesa', ...extra };
}

export function postCheckout(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

export interface StateSnapshot {
  inventory: Record<number, number>;
  timesUsed: Record<number, number>;
  orders: number;
  items: number;
  history: number;
  mail: number;
}

/** What a failed call must leave untouched: stock, promo usage, and the order and mail tables. */
export async function snapshot(
  app: FastifyInstance,
  productIds: readonly number[],
  promoIds: readonly number[] = [],
): Promise<StateSnapshot> {
  const inventory: Record<number, number> = {};
  for (const id of productIds) inventory[id] = (await readProduct(app, id)).inventory;
  const timesUsed: Record<number, number> = {};
  for (const id of promoIds) timesUsed[id] = (await readPromo(app, id)).times_used;
  return {
    inventory,
    timesUsed,
    orders: await countRows(app, 'orders'),
    items: await countRows(app, 'order_items'),
    history: await countRows(app, 'order_status_history'),
    mail: await countRows(app, 'mail_outbox'),
  };
}
