import { describe, expect, it } from 'vitest';
import { cancelUnpaidOrders } from '../../src/flows/cancel-unpaid-orders';
import { createSizedProduct } from '../catalog/variant-fixtures';
import { createPromo, postCheckout, readProduct, readPromo, SHIPPING } from '../helpers/fixtures';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import {
  callbackFor,
  historyOf,
  later,
  latestPayment,
  mailAbout,
  placeOrder,
  postCallback,
  readOrderRow,
} from './payment-support';

/** The clock of a run `minutes` from now (PAYMENT_TIMEOUT_MINUTES is 60). */
const minutesLater = (minutes: number) => later(minutes * 60);

describe('cancelling unpaid M-Pesa orders after PAYMENT_TIMEOUT_MINUTES', () => {
  const t = setupTestApp();
  const { shopper, admin } = createUsersOnce(t, { shopper: {}, admin: { admin: true } });

  it('cancels the order, returns its stock and promotion use, records why and mails the shopper', async () => {
    const promo = await createPromo(t.app, { usage_limit: 5, discount_percentage: 10 });
    const { order, productId } = await placeOrder(t.app, shopper, {
      price: 1000,
      quantity: 2,
      promo: promo.code,
    });
    expect((await readProduct(t.app, productId)).inventory).toBe(8);
    expect((await readPromo(t.app, promo.id)).times_used).toBe(1);

    expect(await cancelUnpaidOrders(t.app.deps, minutesLater(59))).toBe(0);
    expect(await cancelUnpaidOrders(t.app.deps, minutesLater(61))).toBeGreaterThanOrEqual(1);

    expect(await readOrderRow(t.app, order.id)).toMatchObject({ status: 'Cancelled' });
    expect((await readProduct(t.app, productId)).inventory).toBe(10);
    expect((await readPromo(t.app, promo.id)).times_used).toBe(0);
    expect((await historyOf(t.app, order.id)).at(-1)).toMatchObject({
      status: 'Cancelled',
      payment_status: null,
      note: 'Cancelled: not paid within 60 minutes',
      changed_by: null,
    });
    expect(await mailAbout(t.app, order.order_number)).toEqual([
      `Mavazi order ${order.order_number} confirmed`,
      `Mavazi order ${order.order_number}: cancelled, not paid`,
    ]);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('subject', 'like', `%${order.order_number}: cancelled%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('was not paid within 60 minutes');

    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {},
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().code).toBe('ORDER_CANCELLED');
  });

  it('returns the stock of a size to that size', async () => {
    const { product, variants } = await createSizedProduct(t.app, {
      price: 900,
      variants: [
        { size: 'M', inventory: 3 },
        { size: 'L', inventory: 2 },
      ],
    });
    const [medium] = variants;
    const res = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, variant_id: medium?.id, quantity: 2, price: 900 }],
      total_amount: 1800,
      shipping: SHIPPING,
      payment_method: 'mpesa',
    });
    expect(res.statusCode).toBe(201);
    const sizeStock = () =>
      t.app.db
        .selectFrom('product_variants')
        .select(['size', 'inventory'])
        .where('product_id', '=', product.id)
        .orderBy('id')
        .execute();
    expect(await sizeStock()).toEqual([
      { size: 'M', inventory: 1 },
      { size: 'L', inventory: 2 },
    ]);

    await cancelUnpaidOrders(t.app.deps, minutesLater(61));

    expect((await readOrderRow(t.app, res.json().order.id)).status).toBe('Cancelled');
    expect(await sizeStock()).toEqual([
      { size: 'M', inventory: 3 },
      { size: 'L', inventory: 2 },
    ]);
    expect((await readProduct(t.app, product.id)).inventory).toBe(5);
  });

  it('leaves paid, other-method, confirmed, young and still-answering orders alone', async () => {
    const paid = await placeOrder(t.app, shopper);
    await postCallback(t.app, callbackFor(await latestPayment(t.app, paid.order.id)));
    const cod = await placeOrder(t.app, shopper, { method: 'cash_on_delivery' });
    const card = await placeOrder(t.app, shopper, { method: 'credit_card' });
    const confirmed = await placeOrder(t.app, shopper);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${confirmed.order.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status: 'Confirmed' },
    });
    expect(patched.statusCode).toBe(200);
    // A prompt sent 59 minutes from now is still waiting for its answer an hour from now.
    const answering = await placeOrder(t.app, shopper);
    await t.app.db
      .updateTable('payments')
      .set({ created_at: minutesLater(59).toISOString() })
      .where('order_id', '=', answering.order.id)
      .execute();

    await cancelUnpaidOrders(t.app.deps, minutesLater(61));
    for (const { order } of [paid, cod, card, confirmed, answering]) {
      expect((await readOrderRow(t.app, order.id)).status, order.order_number).not.toBe(
        'Cancelled',
      );
    }
    // Once that prompt is old too, the order goes.
    await cancelUnpaidOrders(t.app.deps, minutesLater(121));
    expect((await readOrderRow(t.app, answering.order.id)).status).toBe('Cancelled');
  });

  it('cancels an order once, and returns its stock once, when several processes run at once', async () => {
    const { order, productId } = await placeOrder(t.app, shopper, { quantity: 3 });
    const runs = await Promise.all(
      [1, 2, 3].map(() => cancelUnpaidOrders(t.app.deps, minutesLater(61))),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await readProduct(t.app, productId)).inventory).toBe(10);
    const cancellations = (await historyOf(t.app, order.id)).filter(
      (h) => h.status === 'Cancelled',
    );
    expect(cancellations).toHaveLength(1);
    expect(await mailAbout(t.app, order.order_number)).toHaveLength(2);
  });

  /** Moves an order's placement, and its latest prompt, back in time by that many seconds. */
  async function backdate(orderId: number, orderSeconds: number, promptSeconds: number) {
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    await t.app.db
      .updateTable('orders')
      .set({ created_at: ago(orderSeconds) })
      .where('id', '=', orderId)
      .execute();
    const prompt = await latestPayment(t.app, orderId);
    await t.app.db
      .updateTable('payments')
      .set({ created_at: ago(promptSeconds) })
      .where('id', '=', prompt.id)
      .execute();
  }

  it('counts the timeout from placement: a "Pay again" every 30 s does not keep the order', async () => {
    const { order } = await placeOrder(t.app, shopper);
    // Placed 61 minutes ago, a new prompt asked for a moment ago.
    await backdate(order.id, 61 * 60, 5);
    expect(await cancelUnpaidOrders(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await readOrderRow(t.app, order.id)).status).toBe('Cancelled');
  });

  it('lets a prompt asked for before the timeout finish, for at most its own lifetime', async () => {
    const { order } = await placeOrder(t.app, shopper);
    // Placed 60 min 10 s ago; its prompt went out 10 s before the timeout.
    await backdate(order.id, 60 * 60 + 10, 20);
    await cancelUnpaidOrders(t.app.deps);
    expect((await readOrderRow(t.app, order.id)).status).toBe('Pending');
    // MPESA_TIMEOUT_SECONDS (30) and the prompt's two minutes later, it is cancelled.
    await cancelUnpaidOrders(t.app.deps, later(150));
    expect((await readOrderRow(t.app, order.id)).status).toBe('Cancelled');
  });

  it('reopens an order paid after its cancellation while its stock is still there', async () => {
    const { order, productId } = await placeOrder(t.app, shopper, { quantity: 2 });
    await cancelUnpaidOrders(t.app.deps, minutesLater(61));
    expect((await readProduct(t.app, productId)).inventory).toBe(10);
    await postCallback(
      t.app,
      callbackFor(await latestPayment(t.app, order.id), { receipt: 'LATE123456' }),
    );
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      status: 'Pending',
      payment_status: 'Paid',
      mpesa_receipt: 'LATE123456',
    });
    // The stock is taken again, once.
    expect((await readProduct(t.app, productId)).inventory).toBe(8);
    expect((await historyOf(t.app, order.id)).at(-1)).toMatchObject({
      status: 'Pending',
      payment_status: 'Paid',
      note: 'M-Pesa payment received, receipt LATE123456 after the order was cancelled: the order is reopened, its items taken again',
    });
    expect((await mailAbout(t.app, order.order_number)).at(-1)).toBe(
      `Mavazi order ${order.order_number}: payment received, order reopened`,
    );
  });

  it('puts an order paid after its cancellation on the refund list when its stock is gone', async () => {
    const { order, productId } = await placeOrder(t.app, shopper, { quantity: 2 });
    await cancelUnpaidOrders(t.app.deps, minutesLater(61));
    // Someone else bought all but one meanwhile.
    await t.app.db
      .updateTable('products')
      .set({ inventory: 1 })
      .where('id', '=', productId)
      .execute();
    await postCallback(
      t.app,
      callbackFor(await latestPayment(t.app, order.id), { receipt: 'LATE654321' }),
    );
    // Cancelled and Paid: the staff's refund list (GET /admin/orders?status=Cancelled&payment_status=Paid).
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      status: 'Cancelled',
      payment_status: 'Paid',
      mpesa_receipt: 'LATE654321',
    });
    expect((await readProduct(t.app, productId)).inventory).toBe(1);
    expect((await historyOf(t.app, order.id)).at(-1)?.note).toBe(
      'M-Pesa payment received, receipt LATE654321 after the order was cancelled and its items are gone: refund it',
    );
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Mavazi order ${order.order_number}: payment received, refund due`);
    expect(mail.text_body).toContain('we will refund KSh 2,500 to your M-Pesa number');
    const refundList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=Cancelled&payment_status=Paid',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(refundList.json().map((o: { id: number }) => o.id)).toContain(order.id);
  });
});
