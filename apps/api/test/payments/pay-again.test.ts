import { describe, expect, it } from 'vitest';
import { insertOrder } from '../helpers/fixtures';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import {
  callbackFor,
  latestPayment,
  paymentsOf,
  placeOrder,
  postCallback,
  readOrderRow,
} from './payment-support';

const CHECK_PHONE = 'Check your phone to complete the M-Pesa payment';

describe('GET /orders/{id}/payment and POST /orders/{id}/pay', () => {
  const t = setupTestApp();
  const { shopper, stranger } = createUsersOnce(t, { shopper: {}, stranger: {} });

  const pay = (ref: string | number, payload: object = {}, token = shopper.token) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${ref}/pay`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const paymentOf = (ref: string | number, token = shopper.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/${ref}/payment`,
      headers: { authorization: `Bearer ${token}` },
    });
  /** Lets the next "pay again" through, as if 30 s had passed. */
  const waitOutLimit = (orderId: number) =>
    t.app.db
      .updateTable('order_payments')
      .set({ pay_requested_at: new Date(Date.now() - 31_000).toISOString() })
      .where('order_id', '=', orderId)
      .execute();

  async function failedOrder() {
    const { order } = await placeOrder(t.app, shopper);
    await postCallback(
      t.app,
      callbackFor(await latestPayment(t.app, order.id), { resultCode: 1032 }),
    );
    return order;
  }

  it('shows the owner the payment by id or order number, and nobody else', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const expected = {
      payment_status: 'Pending',
      mpesa_receipt: null,
      message: CHECK_PHONE,
      outcome: 'waiting',
      pay_again_at: null,
    };
    expect((await paymentOf(order.id)).json()).toEqual(expected);
    expect((await paymentOf(order.order_number.toLowerCase())).json()).toEqual(expected);
    const foreign = await paymentOf(order.id, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect((await paymentOf(999_999)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/payment` });
    expect(anonymous.statusCode).toBe(401);
    expect((await paymentOf('abc')).statusCode).toBe(400);
  });

  it('sends a new prompt to another number after a cancelled one', async () => {
    const order = await failedOrder();
    const sim = t.app.mpesaSimulator;
    const res = await pay(order.id, { mpesa_phone: '0722 000 111' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: CHECK_PHONE });
    expect(sim?.stkPushes.at(-1)).toMatchObject({
      phone: '254722000111',
      amount: 1250,
      accountReference: order.order_number,
    });
    const payments = await paymentsOf(t.app, order.id);
    expect(payments.map((p) => [p.status, p.phone])).toEqual([
      ['Failed', '254712345678'],
      ['Pending', '254722000111'],
    ]);
    expect(payments[1]?.checkout_request_id).toMatch(/^ws_CO_/);
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Pending',
      mpesa_phone: '254722000111',
      payment_message: CHECK_PHONE,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(read.json().payment).toEqual({
      method: 'mpesa',
      status: 'Pending',
      phone: '2547****111',
      mpesa_receipt: null,
      message: CHECK_PHONE,
      outcome: 'waiting',
      // The countdown of the next "Pay again": 30 s after this one.
      pay_again_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(read.json().status_history.at(-1)).toMatchObject({
      payment_status: 'Pending',
      note: 'New M-Pesa prompt sent to 2547****111',
    });
    // The new prompt is paid: the order is Paid.
    await postCallback(t.app, callbackFor(await latestPayment(t.app, order.id)));
    expect((await paymentOf(order.id)).json().payment_status).toBe('Paid');
  });

  it('allows one prompt per 30 s per order (429 with Retry-After), counted in the database', async () => {
    const order = await failedOrder();
    expect((await pay(order.id)).statusCode).toBe(202);
    const count = (await paymentsOf(t.app, order.id)).length;
    const again = await pay(order.id, { mpesa_phone: '0733 444 555' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('PAY_AGAIN_TOO_SOON');
    expect(again.headers['retry-after']).toBe('30');
    expect(await paymentsOf(t.app, order.id)).toHaveLength(count);
    expect((await readOrderRow(t.app, order.id)).mpesa_phone).toBe('254712345678');
    await waitOutLimit(order.id);
    // A pending prompt the shopper never saw may be sent again once the 30 s are over.
    expect((await pay(order.id)).statusCode).toBe(202);
    expect(await paymentsOf(t.app, order.id)).toHaveLength(count + 1);
  });

  it('answers simultaneous requests with one prompt', async () => {
    const order = await failedOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(order.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 429, 429, 429, 429]);
    expect(await paymentsOf(t.app, order.id)).toHaveLength(2);
  });

  it('refuses paid, cancelled and non-M-Pesa orders with 409, and other people’s with 404', async () => {
    const { order: paid } = await placeOrder(t.app, shopper);
    await postCallback(t.app, callbackFor(await latestPayment(t.app, paid.id)));
    const refused = await pay(paid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_ALREADY_PAID');

    const cancelled = await insertOrder(t.app, { user_id: shopper.user.id, status: 'Cancelled' });
    expect((await pay(cancelled.id)).json()).toMatchObject({ code: 'ORDER_CANCELLED' });
    const refunded = await insertOrder(t.app, {
      user_id: shopper.user.id,
      payment_status: 'Refunded',
    });
    expect((await pay(refunded.id)).json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });

    const { order: cod } = await placeOrder(t.app, shopper, { method: 'cash_on_delivery' });
    const notMpesa = await pay(cod.id);
    expect(notMpesa.statusCode).toBe(409);
    expect(notMpesa.json()).toMatchObject({
      code: 'NOT_AN_MPESA_ORDER',
      error: 'This order is paid by Pay on delivery, not M-Pesa',
    });

    const mine = await failedOrder();
    const pushes = t.app.mpesaSimulator?.stkPushes.length;
    const foreign = await pay(mine.id, {}, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(t.app.mpesaSimulator?.stkPushes.length).toBe(pushes);
    expect((await readOrderRow(t.app, mine.id)).pay_requested_at).toBeNull();
  });

  it('refuses a number that is not a Kenyan mobile number, changing nothing', async () => {
    const order = await failedOrder();
    for (const mpesa_phone of [
      '0812 345 678',
      '+255712345678',
      '12345',
      'x'.repeat(50),
      712345678,
    ]) {
      const res = await pay(order.id, { mpesa_phone });
      expect(res.statusCode, String(mpesa_phone)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await paymentsOf(t.app, order.id)).toHaveLength(1);
    expect((await readOrderRow(t.app, order.id)).pay_requested_at).toBeNull();
  });

  it('takes a request without a body, prompting the account’s own number', async () => {
    const order = await failedOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(res.statusCode).toBe(202);
    expect((await latestPayment(t.app, order.id)).phone).toBe('254712345678');
  });
});

describe('when M-Pesa cannot be reached', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('keeps the order, fails its payment with a message, and lets the shopper pay again later', async () => {
    const sim = t.app.mpesaSimulator;
    if (!sim) throw new Error('the tests run with MPESA_ENV=simulator');
    const port = Number(new URL(sim.url).port);
    await sim.stop();

    const { order } = await placeOrder(t.app, shopper);
    expect(order.payment).toMatchObject({
      status: 'Failed',
      message:
        'M-Pesa could not be reached. Your order is saved: please use "Pay again" in a minute.',
    });
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      status: 'Pending',
      payment_status: 'Failed',
    });
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Failed',
      checkout_request_id: null,
    });

    const stillDown = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {},
    });
    expect(stillDown.statusCode).toBe(202);
    expect(stillDown.json().message).toMatch(/^M-Pesa could not be reached/);
    await t.app.db
      .updateTable('order_payments')
      .set({ pay_requested_at: null })
      .where('order_id', '=', order.id)
      .execute();

    await sim.start(port);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay`,
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(202);
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Pending',
      checkout_request_id: expect.stringMatching(/^ws_CO_/),
    });
  });
});
