import { describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/flows/reconcile-payments';
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

const SECOND = 1000;

describe('payment reconciliation when no callback comes', () => {
  // The simulated shopper answers at once, but its callbacks go to a closed port: only the query knows.
  const t = setupTestApp({ MPESA_SIM_DELAY_MS: '0', MPESA_CALLBACK_URL: 'http://127.0.0.1:9' });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('asks nothing before MPESA_QUERY_AFTER_SECONDS', async () => {
    const { order } = await placeOrder(t.app, shopper);
    expect(await reconcilePayments(t.app.deps, later(30))).toBe(0);
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Pending',
      query_attempts: 0,
    });
  });

  it('settles each test number from the STK Push Query', async () => {
    const placed = {
      paid: await placeOrder(t.app, shopper, { phone: '0712 345 678' }),
      cancelled: await placeOrder(t.app, shopper, { phone: '0712 340 001' }),
      silent: await placeOrder(t.app, shopper, { phone: '0712 340 002' }),
      broke: await placeOrder(t.app, shopper, { phone: '0712 340 003' }),
    };
    await t.app.mpesaSimulator?.idle();
    expect(await reconcilePayments(t.app.deps, later(61))).toBeGreaterThanOrEqual(4);

    const paid = await readOrderRow(t.app, placed.paid.order.id);
    expect(paid).toMatchObject({ payment_status: 'Paid', payment_message: 'Paid with M-Pesa' });
    expect(await latestPayment(t.app, paid.id)).toMatchObject({
      status: 'Paid',
      result_code: 0,
      mpesa_receipt: null,
    });
    // The receipt mail goes out for a payment the query confirmed too (without a receipt number).
    expect(await mailAbout(t.app, paid.order_number)).toEqual([
      `Mavazi order ${paid.order_number} confirmed`,
      `Mavazi order ${paid.order_number}: payment received`,
    ]);

    const expectations = [
      [placed.cancelled, 1032, 'The payment was cancelled on the phone'],
      [placed.silent, 1037, 'Your phone could not be reached. Check it is on and use "Pay again".'],
      [
        placed.broke,
        1,
        'Your M-Pesa balance was not enough for this payment. Top up, then use "Pay again".',
      ],
    ] as const;
    for (const [{ order }, code, message] of expectations) {
      expect(await readOrderRow(t.app, order.id)).toMatchObject({
        payment_status: 'Failed',
        payment_message: message,
      });
      expect((await latestPayment(t.app, order.id)).result_code).toBe(code);
    }
  });

  it('settles each payment once when several processes reconcile at the same time', async () => {
    const { order } = await placeOrder(t.app, shopper);
    await t.app.mpesaSimulator?.idle();
    const history = (await historyOf(t.app, order.id)).length;
    const runs = await Promise.all([1, 2, 3].map(() => reconcilePayments(t.app.deps, later(61))));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await historyOf(t.app, order.id)).toHaveLength(history + 1);
    expect(await mailAbout(t.app, order.order_number)).toHaveLength(2);
    expect((await latestPayment(t.app, order.id)).query_attempts).toBe(1);
  });

  it('settles a payment once when its callback races the query', async () => {
    const { order } = await placeOrder(t.app, shopper);
    await t.app.mpesaSimulator?.idle();
    const payment = await latestPayment(t.app, order.id);
    const history = (await historyOf(t.app, order.id)).length;
    await Promise.all([
      reconcilePayments(t.app.deps, later(61)),
      postCallback(t.app, callbackFor(payment, { receipt: 'RACEQ12345' })),
      reconcilePayments(t.app.deps, later(61)),
    ]);
    expect(await historyOf(t.app, order.id)).toHaveLength(history + 1);
    expect((await readOrderRow(t.app, order.id)).payment_status).toBe('Paid');
  });

  it('times out a prompt that never got an answer from Daraja, after the client timeout and the prompt’s life', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const payment = await latestPayment(t.app, order.id);
    // As if the STK Push had been sent and the answer lost: no ids were stored.
    await t.app.db
      .updateTable('payments')
      .set({ checkout_request_id: null, merchant_request_id: null })
      .where('id', '=', payment.id)
      .execute();
    expect(await reconcilePayments(t.app.deps, later(61))).toBe(0);
    expect((await latestPayment(t.app, order.id)).status).toBe('Pending');
    // MPESA_TIMEOUT_SECONDS (30) plus the prompt's two minutes.
    await reconcilePayments(t.app.deps, later(121));
    expect((await latestPayment(t.app, order.id)).status).toBe('Pending');
    await reconcilePayments(t.app.deps, later(301));
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Failed',
      payment_message:
        'We did not hear back from M-Pesa about this payment. If you did not pay, use "Pay again".',
      payment_outcome: 'timed_out',
    });
  });
});

describe('payment reconciliation while the shopper has not answered, or Daraja is down', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('leaves the payment Pending and asks again later, further apart each time', async () => {
    const { order } = await placeOrder(t.app, shopper);
    await reconcilePayments(t.app.deps, later(61));
    const first = await latestPayment(t.app, order.id);
    expect(first).toMatchObject({ status: 'Pending', query_attempts: 1 });
    // Asked again no sooner than a minute later, then two minutes later.
    expect(Date.parse(first.query_after) - Date.now()).toBeGreaterThan(115 * SECOND);
    await reconcilePayments(t.app.deps, later(100));
    expect((await latestPayment(t.app, order.id)).query_attempts).toBe(1);
    await reconcilePayments(t.app.deps, later(125));
    const second = await latestPayment(t.app, order.id);
    expect(second.query_attempts).toBe(2);
    expect(Date.parse(second.query_after) - Date.now()).toBeGreaterThan(240 * SECOND);
    expect((await readOrderRow(t.app, order.id)).payment_status).toBe('Pending');
  });

  it('keeps the payment Pending when Daraja cannot be reached', async () => {
    const { order } = await placeOrder(t.app, shopper);
    const sim = t.app.mpesaSimulator;
    if (!sim) throw new Error('the tests run with MPESA_ENV=simulator');
    const port = Number(new URL(sim.url).port);
    await sim.stop();
    try {
      expect(await reconcilePayments(t.app.deps, later(61))).toBe(0);
    } finally {
      await sim.start(port);
    }
    expect(await latestPayment(t.app, order.id)).toMatchObject({
      status: 'Pending',
      query_attempts: 1,
    });
  });
});
