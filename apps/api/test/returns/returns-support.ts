import type { FastifyInstance } from 'fastify';
import type { OrderItemRow, OrderRow } from '../../src/db/schema';
import { adminCreateProduct } from '../catalog/ledger-helpers';
import { insertOrder } from '../helpers/fixtures';
import type { TestUser } from '../helpers/test-app';

export interface DeliveredOrder {
  order: OrderRow;
  item: OrderItemRow;
  productId: number;
  /** Variant ids by size: S (bought), M (1 in stock), L (sold out). */
  sizes: Record<'S' | 'M' | 'L', number>;
}

/** A product in S, M and L and a paid order of 2 × S (KES 1,500 each) delivered `daysAgo` days ago. */
export async function deliveredOrder(
  app: FastifyInstance,
  catalogToken: string,
  shopper: TestUser,
  daysAgo = 1,
): Promise<DeliveredOrder> {
  const product = await adminCreateProduct(app, catalogToken, {
    variants: [
      { size: 'S', inventory: 5 },
      { size: 'M', inventory: 1 },
      { size: 'L', inventory: 0 },
    ],
  });
  const sizes = Object.fromEntries(product.variants.map((v) => [v.size, v.id])) as Record<
    'S' | 'M' | 'L',
    number
  >;
  const delivered = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const order = await insertOrder(app, {
    user_id: shopper.user.id,
    status: 'Delivered',
    payment_status: 'Paid',
    subtotal_cents: 300_000,
    total_cents: 300_000,
    mpesa_phone: '254712345678',
    paid_at: delivered,
  });
  const item = await app.db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      product_id: product.id,
      product_name: 'Kikoi shorts',
      quantity: 2,
      price_cents: 150_000,
      variant_id: sizes.S,
      size: 'S',
      colour: null,
      sku: null,
      image_url: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('order_status_history')
    .values({
      order_id: order.id,
      status: 'Delivered',
      payment_status: null,
      note: null,
      changed_by: null,
      created_at: delivered,
    })
    .execute();
  return { order, item, productId: product.id, sizes };
}

export async function variantStock(app: FastifyInstance, variantId: number): Promise<number> {
  const row = await app.db
    .selectFrom('product_variants')
    .select('inventory')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.inventory;
}
