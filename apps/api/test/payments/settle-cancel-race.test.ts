import { describe, expect, it } from 'vitest';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import {
  callbackFor,
  historyOf,
  latestPayment,
  mailAbout,
  placeOrder,
  postCallback,
  readOrderRow,
} from './payment-support';

const ROUNDS = 6;

/**
 * A staff cancel and a success callback for the same unpaid order at the same moment (issue 22, 1b).
 * On PostgreSQL the two requests run on two pool connections at once; both lock the order's row, so
 * whichever comes second sees the first and acts: a reopened order, or a cancelled one on the refund list.
 */
describe('a cancel racing a payment for the same order', () => {
  const t = setupTestApp({ DATABASE_POOL_MAX: '10' });
  const { shopper, admin } = createUsersOnce(t, { shopper: {}, admin: { admin: true } });

  it(`never ends "Cancelled and Paid" without the refund note and its mail, in ${ROUNDS} rounds`, async () => {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const { order } = await placeOrder(t.app, shopper);
      const payment = await latestPayment(t.app, order.id);
      const [cancel, callback] = await Promise.all([
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/orders/${order.id}`,
          headers: { authorization: `Bearer ${admin.token}` },
          payload: { status: 'Cancelled' },
        }),
        postCallback(
          t.app,
          callbackFor(payment, { receipt: `RACE${String(round).padStart(6, '0')}` }),
        ),
      ]);
      expect(callback.statusCode).toBe(200);
      expect(cancel.statusCode).toBe(200);
      const row = await readOrderRow(t.app, order.id);
      const history = await historyOf(t.app, order.id);
      const mail = await mailAbout(t.app, order.order_number);
      expect(row.payment_status).toBe('Paid');
      // The history is in the order things happened: its times never go backwards.
      const times = history.map((h) => h.created_at);
      expect([...times].sort()).toEqual(times);
      const paidAt = history.findIndex((h) => h.payment_status === 'Paid');
      const cancelledAt = history.findIndex((h) => h.status === 'Cancelled');
      if (row.status === 'Cancelled') {
        // The payment came first, the cancel saw it: the order is on the refund list and says so.
        seen.add('refund');
        expect(paidAt).toBeLessThan(cancelledAt);
        expect(history.at(-1)?.note).toBe('Cancelled after it was paid: refund the payment');
        const last = await t.app.db
          .selectFrom('mail_outbox')
          .select(['subject', 'text_body'])
          .where('subject', '=', `Mavazi order ${order.order_number}: Cancelled`)
          .executeTakeFirstOrThrow();
        expect(last.text_body).toContain('we will refund your payment');
      } else {
        // The cancel came first, the payment saw it: the order is reopened and the mail says so.
        seen.add('reopen');
        expect(row.status).toBe('Pending');
        expect(cancelledAt).toBeLessThan(paidAt);
        expect(history.at(-1)?.note).toContain('the order is reopened');
        expect(mail).toContain(
          `Mavazi order ${order.order_number}: payment received, order reopened`,
        );
        expect(mail).not.toContain(`Mavazi order ${order.order_number}: payment received`);
      }
    }
    expect(seen.size).toBeGreaterThan(0);
  }, 180_000);
});
