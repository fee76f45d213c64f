import { describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/flows/reconcile-payments';
import { countRows, createUsersOnce, setupTestApp } from '../helpers/test-app';
import {
  callbackBody,
  historyOf,
  later,
  latestPayment,
  placeOrder,
  postCallback,
  readOrderRow,
  uniqueReceipt,
} from './payment-support';

/** The simulator holds the STK Push answer for numbers ending 0005 longer than the client waits. */
const SLOW_PHONE = '0712 340 005';

describe('an STK Push Daraja answers too late (decision 023)', () => {
  // The real client waits one second; the simulator answers this number after two minutes.
  const t = setupTestApp({ MPESA_TIMEOUT_SECONDS: '1' });
  const { shopper, owner, packer } = createUsersOnce(t, {
    shopper: {},
    owner: { admin: true },
    packer: { role: 'fulfilment' },
  });

  /** The CheckoutRequestID Daraja (the simulator) gave the prompt, which the shop never learned. */
  const lastCheckoutId = () => t.app.mpesaSimulator?.stkPushes.at(-1)?.checkoutRequestId ?? '';

  const unmatched = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/unmatched${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('keeps the payment open, and a success callback with the unknown id is matched by phone and amount', async () => {
    const { order } = await placeOrder(t.app, shopper, { phone: SLOW_PHONE, price: 1250.5 });
    // Not Failed: a prompt may be on the phone.
    const open = await readOrderRow(t.app, order.id);
    expect(open).toMatchObject({ payment_status: 'Pending', payment_outcome: 'waiting' });
    expect(order.payment.message).toContain('M-Pesa is slow to answer');
    const payment = await latestPayment(t.app, order.id);
    expect(payment).toMatchObject({ status: 'Pending', checkout_request_id: null });

    const checkoutId = lastCheckoutId();
    expect(checkoutId).toMatch(/^ws_CO_/);
    const res = await postCallback(
      t.app,
      callbackBody({
        checkoutRequestId: checkoutId,
        amount: 1251,
        receipt: 'SLOW123456',
        phone: '254712340005',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Paid',
      mpesa_receipt: 'SLOW123456',
    });
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Paid',
      checkout_request_id: checkoutId,
    });
    expect(await countRows(t.app, 'mpesa_unmatched_payments')).toBe(0);
  });

  it('still matches a late callback after reconciliation timed the prompt out', async () => {
    const { order } = await placeOrder(t.app, shopper, { phone: SLOW_PHONE, price: 700 });
    const checkoutId = lastCheckoutId();
    // One second of client timeout plus the prompt's two minutes, and then some.
    await reconcilePayments(t.app.deps, later(200));
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Failed',
      payment_outcome: 'timed_out',
      payment_message:
        'We did not hear back from M-Pesa about this payment. If you did not pay, use "Pay again".',
    });
    await postCallback(
      t.app,
      callbackBody({
        checkoutRequestId: checkoutId,
        amount: 700,
        receipt: 'SLOW654321',
        phone: '254712340005',
      }),
    );
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Paid',
      mpesa_receipt: 'SLOW654321',
      payment_outcome: 'paid',
    });
    expect((await historyOf(t.app, order.id)).at(-1)?.note).toBe(
      'M-Pesa payment received, receipt SLOW654321',
    );
  });

  it('keeps a payment that matches no prompt on the staff list, once, and shows it to money staff only', async () => {
    const { order } = await placeOrder(t.app, shopper, { phone: SLOW_PHONE, price: 900 });
    const receipt = uniqueReceipt();
    // Another amount than any prompt asked for: no match, the money is kept for staff.
    const body = callbackBody({
      checkoutRequestId: 'ws_CO_UNKNOWN_0001',
      amount: 901,
      receipt,
      phone: '254712340005',
    });
    expect((await postCallback(t.app, body)).statusCode).toBe(200);
    expect((await postCallback(t.app, body)).statusCode).toBe(200);
    expect((await readOrderRow(t.app, order.id)).payment_status).toBe('Pending');

    const res = await unmatched(owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        checkout_request_id: 'ws_CO_UNKNOWN_0001',
        phone: '2547****005',
        amount: 901,
        mpesa_receipt: receipt,
        received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect((await unmatched(packer.token)).json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    expect((await unmatched(shopper.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/payments/unmatched' });
    expect(anonymous.statusCode).toBe(401);
    expect((await unmatched(owner.token, '?limit=101')).statusCode).toBe(400);
    expect((await unmatched(owner.token, '?offset=-1')).statusCode).toBe(400);
    expect((await unmatched(owner.token, '?limit=1&offset=1')).json()).toEqual([]);
  });

  it('ignores a failure callback with an unknown id: there is no money to keep', async () => {
    const before = await countRows(t.app, 'mpesa_unmatched_payments');
    const res = await postCallback(
      t.app,
      callbackBody({ checkoutRequestId: 'ws_CO_UNKNOWN_0002', resultCode: 1032 }),
    );
    expect(res.statusCode).toBe(200);
    expect(await countRows(t.app, 'mpesa_unmatched_payments')).toBe(before);
  });
});
