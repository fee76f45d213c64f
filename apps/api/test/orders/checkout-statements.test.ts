import { describe, expect, it } from 'vitest';
import { checkoutBody, createProduct, createPromo, postCheckout } from '../helpers/fixtures';
import { QueryCounter } from '../helpers/query-counter';
import { countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createSizedProduct } from '../catalog/variant-fixtures';
import { createDeliveryOption, deliveryFor } from '../delivery/delivery-fixtures';

/** The outbox workers' own reads and leases run after the commit, whenever the kick gets to them. */
const outboxWorker = /^(Select|Update) (mail|sms)_outbox$/;

/**
 * The order, its lines and its first history row: on PostgreSQL one statement (decision 057), the order's
 * row being read from the statement's `placed` part; on SQLite one insert each.
 */
const placeOrder = (dialect: string) =>
  dialect === 'postgres'
    ? ['Select placed']
    : ['Insert orders', 'Insert order_items', 'Insert order_status_history'];

/** Every line's stock and its movements: one statement on PostgreSQL; on SQLite one per table. */
const takeStock = (dialect: string, sizes: boolean) =>
  dialect === 'postgres' ? ['Raw'] : ['Raw', ...(sizes ? ['Raw'] : []), 'Insert stock_movements'];

// Every statement is a round trip to PostgreSQL: these lists guard the count (docs/benchmarks.md).
describe('POST /checkout statements', () => {
  const counter = new QueryCounter();
  const t = setupTestApp({}, { plugins: [counter] });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  async function countedCheckout(body: Record<string, unknown>) {
    counter.start();
    const res = await postCheckout(t.app, shopper.token, body);
    const statements = counter.stop().filter((s) => !outboxWorker.test(s));
    expect(res.statusCode, res.body).toBe(201);
    return { statements, order: res.json().order };
  }

  it('one line paid on delivery, as the bench orders: 11 statements besides BEGIN and COMMIT on PostgreSQL', async () => {
    const option = await createDeliveryOption(t.app, { fee: 250 });
    const necklace = await createProduct(t.app, { price: 1500, inventory: 10 });
    const { statements, order } = await countedCheckout({
      items: [{ product_id: necklace.id, quantity: 1, price: 1500 }],
      total_amount: 1750,
      delivery: deliveryFor(option.id),
      payment_method: 'cash_on_delivery',
    });
    expect(statements).toEqual([
      'Select users', // the token's user unless the token was revoked
      'Update users', // the shopper's lock
      'Select products', // products, their cover photo and sizes
      'Select orders', // the shopper's unpaid orders
      'Select delivery_options',
      ...placeOrder(t.app.dialect), // numbered in the insert
      'Insert order_payments', // the order's payment (decision 045)
      'Insert mail_outbox',
      'Insert sms_outbox',
      'Delete saved_carts',
      // Last: the product's row stays locked from here to the commit.
      ...takeStock(t.app.dialect, false),
    ]);
    expect(order.order_number).toBe(`ORD-${String(order.id).padStart(6, '0')}`);
  });

  it('three lines in two products, sizes and a promotion: one statement per table', async () => {
    const option = await createDeliveryOption(t.app, { fee: 250, free_over: 1000 });
    const promo = await createPromo(t.app, { per_customer_limit: 5, usage_limit: 100 });
    const { product: dress, variants } = await createSizedProduct(t.app, {
      price: 2000,
      variants: [
        { size: 'S', inventory: 5 },
        { size: 'M', inventory: 5, price: 2200 },
      ],
    });
    const cap = await createProduct(t.app, { price: 500, inventory: 10 });
    const movementsBefore = await countRows(t.app, 'stock_movements');
    const { statements, order } = await countedCheckout(
      checkoutBody(
        [
          { product_id: dress.id, variant_id: variants[0]!.id, quantity: 1, price: 2000 },
          { product_id: dress.id, variant_id: variants[1]!.id, quantity: 2, price: 2200 },
          { product_id: cap.id, quantity: 1, price: 500 },
        ],
        (2000 + 4400 + 500) * 0.9,
        {
          promotion_code: promo.code,
          payment_method: 'cash_on_delivery',
          shipping: undefined,
          delivery: deliveryFor(option.id),
        },
      ),
    );
    expect(statements).toEqual([
      'Select users',
      'Update users',
      'Select products',
      'Select promotions',
      'Select orders', // unpaid orders
      'Select orders', // the shopper's uses of the promotion
      'Select delivery_options',
      ...placeOrder(t.app.dialect),
      'Insert order_payments',
      'Insert mail_outbox',
      'Insert sms_outbox',
      'Delete saved_carts',
      ...takeStock(t.app.dialect, true),
      'Update promotions',
    ]);
    expect(order.items).toHaveLength(3);
    expect(await countRows(t.app, 'stock_movements')).toBe(movementsBefore + 3);
    const stock = await t.app.db
      .selectFrom('product_variants')
      .select(['id', 'inventory'])
      .where('product_id', '=', dress.id)
      .orderBy('id')
      .execute();
    expect(stock.map((v) => v.inventory)).toEqual([4, 3]);
  });

  it('names the first short line when one of several is short, and takes nothing', async () => {
    const option = await createDeliveryOption(t.app, { fee: 250, free_over: 1000 });
    const { product: shirt, variants } = await createSizedProduct(t.app, {
      price: 1000,
      name: 'Leso shirt',
      variants: [
        { size: 'S', inventory: 5 },
        { size: 'M', inventory: 2 },
      ],
    });
    const cap = await createProduct(t.app, { price: 500, inventory: 1, name: 'Kofia' });
    const movementsBefore = await countRows(t.app, 'stock_movements');
    const ordersBefore = await countRows(t.app, 'orders');
    const res = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody(
        [
          { product_id: shirt.id, variant_id: variants[0]!.id, quantity: 1, price: 1000 },
          { product_id: shirt.id, variant_id: variants[1]!.id, quantity: 3, price: 1000 },
          { product_id: cap.id, quantity: 2, price: 500 },
        ],
        5000,
        {
          payment_method: 'cash_on_delivery',
          shipping: undefined,
          delivery: deliveryFor(option.id),
        },
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Not enough stock for Leso shirt in size M',
      code: 'OUT_OF_STOCK',
    });
    const stock = await t.app.db
      .selectFrom('product_variants')
      .select('inventory')
      .where('product_id', '=', shirt.id)
      .orderBy('id')
      .execute();
    expect(stock.map((v) => v.inventory)).toEqual([5, 2]);
    const products = await t.app.db
      .selectFrom('products')
      .select('inventory')
      .where('id', 'in', [shirt.id, cap.id])
      .orderBy('id')
      .execute();
    expect(products.map((p) => p.inventory)).toEqual([7, 1]);
    expect(await countRows(t.app, 'stock_movements')).toBe(movementsBefore);
    expect(await countRows(t.app, 'orders')).toBe(ordersBefore);
  });
});
