import { describe, expect, it } from 'vitest';
import { countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';
import {
  callbackBody,
  callbackFor,
  historyOf,
  latestPayment,
  paymentsOf,
  placeOrder,
  postCallback,
  readOrderRow,
} from './payment-support';

describe('POST /payments/mpesa/callback/{token}', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });
  const ACK = { ResultCode: 0, ResultDesc: 'Accepted' };

  const paymentState = (orderId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/payment`,
      headers: { authorization: `Bearer ${shopper.token}` },
    });

  /** Everything a callback could change. */
  async function state(orderId: number) {
    return {
      order: await readOrderRow(t.app, orderId),
      payments: await paymentsOf(t.app, orderId),
      history: await historyOf(t.app, orderId),
      mail: await countRows(t.app, 'mail_outbox'),
    };
  }

  it('marks the order Paid with the receipt, writes history and queues the receipt mail', async () => {
    const { order } = await placeOrder(t.app, shopper, { price: 1250.5 });
    const payment = await latestPayment(t.app, order.id);
    // M-Pesa takes whole shillings: 1250.50 is asked for as 1251.
    expect(payment).toMatchObject({
      amount_cents: 125_100,
      status: 'Pending',
      phone: '254712345678',
    });
    const mailBefore = await countRows(t.app, 'mail_outbox');

    const res = await postCallback(t.app, callbackFor(payment, { receipt: 'SIM4K7Q2ZT' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ACK);

    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Paid',
      mpesa_receipt: 'SIM4K7Q2ZT',
      status: 'Pending',
    });
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Paid',
      result_code: 0,
      mpesa_receipt: 'SIM4K7Q2ZT',
      settled_at: expect.any(String),
    });
    expect((await paymentState(order.id)).json()).toEqual({
      payment_status: 'Paid',
      mpesa_receipt: 'SIM4K7Q2ZT',
      message: 'Paid with M-Pesa, receipt SIM4K7Q2ZT',
      outcome: 'paid',
      pay_again_at: null,
    });
    expect((await historyOf(t.app, order.id)).at(-1)).toMatchObject({
      status: 'Pending',
      payment_status: 'Paid',
      note: 'M-Pesa payment received, receipt SIM4K7Q2ZT',
      changed_by: null,
    });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await countRows(t.app, 'mail_outbox')).toBe(mailBefore + 1);
    expect(mail.to_address).toBe(shopper.user.email);
    expect(mail.subject).toBe(`Mavazi order ${order.order_number}: payment received`);
    expect(mail.text_body).toContain('M-Pesa receipt: SIM4K7Q2ZT');
    expect(mail.text_body).toContain('We have received your payment of KSh 1,251');
  });

  it('fails the payment when the shopper cancels on the phone (1032)', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    const mail = await countRows(t.app, 'mail_outbox');
    const res = await postCallback(
      t.app,
      callbackFor(payment, { resultCode: 1032, resultDesc: 'Request cancelled by user' }),
    );
    expect(res.json()).toEqual(ACK);
    expect((await paymentState(order.id)).json()).toEqual({
      payment_status: 'Failed',
      mpesa_receipt: null,
      message: 'The payment was cancelled on the phone',
      outcome: 'cancelled',
      pay_again_at: null,
    });
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Failed',
      result_code: 1032,
      result_desc: 'Request cancelled by user',
    });
    expect((await historyOf(t.app, order.id)).at(-1)).toMatchObject({
      payment_status: 'Failed',
      note: 'The payment was cancelled on the phone',
    });
    // One mail: how to pay again (payment-failed.test.ts).
    expect(await countRows(t.app, 'mail_outbox')).toBe(mail + 1);
  });

  it('fails the payment with the shopper’s text for any other code', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    await postCallback(
      t.app,
      callbackFor(payment, {
        resultCode: 1,
        resultDesc: 'The balance is insufficient for the transaction.',
      }),
    );
    expect((await paymentState(order.id)).json()).toMatchObject({
      payment_status: 'Failed',
      message: 'Your M-Pesa balance was not enough for this payment. Top up, then use "Pay again".',
      outcome: 'failed',
    });
    // Daraja sends some numbers as strings; they count the same.
    const second = await placeOrder(t.app, shopper);
    const p2 = await latestPayment(t.app, second.order.id);
    const body = callbackFor(p2, {
      resultCode: 2001,
      resultDesc: 'The initiator information is invalid.',
    });
    (body.Body as { stkCallback: { ResultCode: unknown } }).stkCallback.ResultCode = '2001';
    expect((await postCallback(t.app, body)).statusCode).toBe(200);
    expect(await latestPayment(t.app, second.order.id)).toMatchObject({
      status: 'Failed',
      result_code: 2001,
    });
  });

  it('changes nothing for a repeated callback, whatever it says the second time', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    await postCallback(t.app, callbackFor(payment, { receipt: 'RPT1234567' }));
    const settled = await state(order.id);
    for (const again of [
      callbackFor(payment, { receipt: 'RPT1234567' }),
      callbackFor(payment, { receipt: 'RPT7654321' }),
      callbackFor(payment, { resultCode: 1032 }),
    ]) {
      const res = await postCallback(t.app, again);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ACK);
    }
    expect(await state(order.id)).toEqual(settled);
  });

  it('changes nothing for an unknown CheckoutRequestID or a MerchantRequestID that does not match', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    const before = await state(order.id);
    const unknown = await postCallback(
      t.app,
      callbackBody({ checkoutRequestId: 'ws_CO_000000000000000000', amount: 1250 }),
    );
    expect(unknown.json()).toEqual(ACK);
    const mismatched = await postCallback(
      t.app,
      callbackFor(payment, { merchantRequestId: '00000-0000000-1' }),
    );
    expect(mismatched.json()).toEqual(ACK);
    expect(await state(order.id)).toEqual(before);
  });

  it('changes nothing when the amount paid is not the amount asked for, or the receipt is missing', async () => {
    const { order } = await placeOrder(t.app, shopper, { price: 1250.5 });
    const payment = await latestPayment(t.app, order.id);
    const before = await state(order.id);
    for (const amount of [1, 1250, 1250.5, 1252, 12510]) {
      expect((await postCallback(t.app, callbackFor(payment, { amount }))).json()).toEqual(ACK);
    }
    expect((await postCallback(t.app, callbackFor(payment, { receipt: '' }))).json()).toEqual(ACK);
    expect(await state(order.id)).toEqual(before);
    // The right amount still settles it afterwards.
    await postCallback(t.app, callbackFor(payment, { amount: 1251 }));
    expect((await readOrderRow(t.app, order.id)).payment_status).toBe('Paid');
  });

  it('answers 404 for a wrong token, exactly like an unknown route, and changes nothing', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    const before = await state(order.id);
    const token = t.config.mpesa.callbackToken;
    for (const wrong of [
      'x'.repeat(token.length),
      token.slice(0, -1),
      `${token}x`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      '',
    ]) {
      const res = await postCallback(t.app, callbackFor(payment), wrong);
      expect(res.statusCode, wrong).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    }
    const stranger = await t.app.inject({ method: 'POST', url: '/api/payments/nothing-here' });
    expect(Object.keys(stranger.json())).toEqual(['error', 'code']);
    expect(await state(order.id)).toEqual(before);
  });

  it('refuses an oversized or malformed body with a valid token, changing nothing', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    const before = await state(order.id);
    const huge = callbackFor(payment);
    (huge.Body as Record<string, unknown>).padding = 'x'.repeat(20_000);
    const tooBig = await postCallback(t.app, huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    for (const bad of [{}, { Body: {} }, { Body: { stkCallback: { ResultCode: null } } }]) {
      const res = await postCallback(t.app, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await state(order.id)).toEqual(before);
  });

  it('settles a payment exactly once when the same callback arrives several times at once', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    const history = (await historyOf(t.app, order.id)).length;
    const mail = await countRows(t.app, 'mail_outbox');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        postCallback(t.app, callbackFor(payment, { receipt: 'RACE123456' })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(await historyOf(t.app, order.id)).toHaveLength(history + 1);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mail + 1);
    expect((await readOrderRow(t.app, order.id)).mpesa_receipt).toBe('RACE123456');
  });

  it('stores a receipt once: a second payment claiming it changes nothing', async () => {
    const first = await placeOrder(t.app, shopper);
    const second = await placeOrder(t.app, shopper);
    await postCallback(
      t.app,
      callbackFor(await latestPayment(t.app, first.order.id), { receipt: 'ONCE123456' }),
    );
    const before = await state(second.order.id);
    const res = await postCallback(
      t.app,
      callbackFor(await latestPayment(t.app, second.order.id), { receipt: 'ONCE123456' }),
    );
    expect(res.json()).toEqual(ACK);
    expect(await state(second.order.id)).toEqual(before);
  });
});
