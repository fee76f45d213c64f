import { MPESA_RESULT_TEXTS, MPESA_TEXTS } from '@mavazi/shared/mpesa-results';
import { describe, expect, it } from 'vitest';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import { callbackFor, latestPayment, placeOrder, postCallback } from './payment-support';

describe('what the shopper is told for each STK result code', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  const state = async (orderId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/payment`,
        headers: { authorization: `Bearer ${shopper.token}` },
      })
    ).json();

  const cases = [
    [
      1,
      'failed',
      'Your M-Pesa balance was not enough for this payment. Top up, then use "Pay again".',
    ],
    [1032, 'cancelled', 'The payment was cancelled on the phone'],
    [1037, 'timed_out', 'Your phone could not be reached. Check it is on and use "Pay again".'],
    [2001, 'failed', 'The M-Pesa PIN was wrong. Use "Pay again" and enter your PIN carefully.'],
    [1025, 'failed', 'M-Pesa could not send the prompt to your phone. Please use "Pay again".'],
    [
      1019,
      'timed_out',
      'The M-Pesa prompt expired before it was answered. Please use "Pay again".',
    ],
    [4242, 'failed', 'The M-Pesa payment did not go through. Please use "Pay again".'],
  ] as const;

  for (const [code, outcome, message] of cases) {
    it(`says "${message}" for ${code}, never Daraja's own text`, async () => {
      const { order } = await placeOrder(t.app, shopper);
      const payment = await latestPayment(t.app, order.id);
      await postCallback(
        t.app,
        callbackFor(payment, {
          resultCode: code,
          resultDesc: 'The initiator information is invalid.',
        }),
      );
      expect(await state(order.id)).toMatchObject({ payment_status: 'Failed', outcome, message });
      // Daraja's description is kept for staff, not shown.
      expect(await latestPayment(t.app, order.id)).toMatchObject({
        result_code: code,
        result_desc: 'The initiator information is invalid.',
      });
    });
  }

  it('takes the texts from the shared map the web app shows too', () => {
    for (const [code, , message] of cases) {
      expect(MPESA_RESULT_TEXTS[code] ?? MPESA_TEXTS.failed).toBe(message);
    }
  });

  it('says "M-Pesa could not be reached" when Daraja is out of service (503)', async () => {
    const sim = t.app.mpesaSimulator;
    if (!sim) throw new Error('the tests run with MPESA_ENV=simulator');
    // A fresh token is asked for: the cached one is forgotten by Daraja and refused once.
    sim.revokeTokens();
    sim.serviceUnavailable(10);
    const { order } = await placeOrder(t.app, shopper);
    sim.serviceUnavailable(0);
    const now = await state(order.id);
    expect(now).toMatchObject({
      payment_status: 'Failed',
      outcome: 'failed',
      message:
        'M-Pesa could not be reached. Your order is saved: please use "Pay again" in a minute.',
    });
    expect(now.message).not.toContain('credentials');
  });
});
