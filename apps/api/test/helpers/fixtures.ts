import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Category } from '@mavazi/shared/constants';
import { toCents } from '@mavazi/shared/money';
import type { Insertable } from 'kysely';
import type { OrderRow, OrdersTable, ProductRow, PromotionRow, UserRow } from '../../src/db/schema';

let counter = 0;
const unique = () => `${process.pid}${(counter += 1)}${randomBytes(3).toString('hex')}`;
const DAY = 86_400_000;

export interface ProductFixture {
  price: number;
  inventory: number;
  name?: string;
  description?: string;
  category?: Category;
  imageUrl?: string;
  deleted?: boolean;
}

/** Inserts a product straight into the database (price in KES). */
export async function createProduct(app: FastifyInstance, p: ProductFixture): Promise<ProductRow> {
  const now = new Date().toISOString();
  return app.db
    .insertInto('products')
    .values({
      name: p.name ?? `Kitenge shirt ${unique()}`,
      description: p.description ?? 'Cotton shirt with a kitenge print',
      price_cents: toCents(p.price),
      image_url: p.imageUrl ?? '/images/products/shirt.jpg',
      category: p.category ?? 'Men',
      inventory: p.inventory,
      deleted_at: p.deleted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface PromoFixture {
  code?: string;
  discount_percentage?: number;
  start_date?: string;
  end_date?: string;
  usage_limit?: number | null;
  times_used?: number;
  is_active?: boolean;
}

/** Inserts a promotion straight into the database; by default active since yesterday for 30 days, unlimited. */
export async function createPromo(
  app: FastifyInstance,
  p: PromoFixture = {},
): Promise<PromotionRow> {
  const now = new Date();
  const code = p.code ?? `PROMO${unique()}`.slice(0, 32);
  return app.db
    .insertInto('promotions')
    .values({
      code,
      code_key: code.toUpperCase(),
      discount_percentage: p.discount_percentage ?? 10,
      start_date: p.start_date ?? new Date(now.getTime() - DAY).toISOString(),
      end_date: p.end_date ?? new Date(now.getTime() + 30 * DAY).toISOString(),
      usage_limit: p.usage_limit ?? null,
      times_used: p.times_used ?? 0,
      is_active: p.is_active === false ? 0 : 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface FixtureUser {
  id: number;
  username: string;
  email: string;
  token: string;
  row: UserRow;
}

/** A user inserted directly with a signed token (no password login needed for order tests). */
export async function createUser(
  app: FastifyInstance,
  opts: { admin?: boolean } = {},
): Promise<FixtureUser> {
  const username = `${opts.admin ? 'admin' : 'shopper'}${unique()}`;
  const now = new Date().toISOString();
  const row = await app.db
    .insertInto('users')
    .values({
      username,
      email: `${username}@example.com`,
      password_hash: 'not-a-usable-hash',
      phone_number: '+254712345678',
      image_url: null,
      is_admin: opts.admin ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    username,
    email: row.email,
    token: app.issueAccessToken(row, opts.admin ? 'admin' : 'shop'),
    row,
  };
}

export type OrderFixture = Partial<Insertable<OrdersTable>> & { user_id: number };

/** Inserts an order straight into the database (no stock, promo or mail work); by default Pending, KES 1,500. */
export async function insertOrder(app: FastifyInstance, o: OrderFixture): Promise<OrderRow> {
  const now = new Date().toISOString();
  return app.db
    .insertInto('orders')
    .values({
      order_number: `ORD-T${unique()}`,
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
      payment_method: 'mpesa',
      payment_status: 'Pending',
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
}

export async function readProduct(app: FastifyInstance, id: number): Promise<ProductRow> {
  return app.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function readPromo(app: FastifyInstance, id: number): Promise<PromotionRow> {
  return app.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function countRows(
  app: FastifyInstance,
  table: 'orders' | 'order_items' | 'order_status_history' | 'mail_outbox' | 'support_tickets',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const SHIPPING = {
  address: 'Moi Avenue 12',
  city: 'Nairobi',
  state: 'Nairobi County',
  zip: '00100',
};

/** A checkout body for the given lines; total_amount is the caller's responsibility. */
export function checkoutBody(
  items: Array<{ product_id: number; quantity: number; price: number }>,
  total_amount: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { items, total_amount, shipping: SHIPPING, payment_method: 'mpesa', ...extra };
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

export function postCheckout(
  app: FastifyInstance,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
}
