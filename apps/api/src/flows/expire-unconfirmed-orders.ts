import type { AppDeps } from '../app-deps';
import { enqueueMail } from '../mail/outbox.repository';
import { unconfirmedOrderCancelledMail } from '../modules/orders/orders.mail';
import { findPendingOrdersPlacedBefore } from '../modules/orders/orders.repository';
import { orderPaymentMatches } from '../modules/payments/order-payments.repository';
import { cancelUnpaidOrder, unlessPaidMeanwhile } from './change-order-status';
import { orderMailName } from '../lib/greeting-name';
import { findUserById } from '../modules/accounts/users.repository';
import { languageOf } from '../i18n/i18n';

const BATCH = 50;

export type ExpireDeps = Pick<AppDeps, 'db' | 'mail' | 'publicUrl'> & {
  /** POD_CONFIRM_HOURS. */
  confirmHours: number;
};

/**
 * Cancels pay-on-delivery orders that staff have not confirmed (status still Pending) and that are
 * unpaid `confirmHours` after they were placed: stock and promotion use go back (the cancel's
 * effects), a history row says why, and the shopper is mailed. Each order is one transaction claimed
 * by a conditional update, so several processes may run this at once; resolves with the number cancelled.
 */
export async function expireUnconfirmedOrders(deps: ExpireDeps, now = new Date()): Promise<number> {
  const { db, mail, publicUrl, confirmHours } = deps;
  const cutoff = new Date(now.getTime() - confirmHours * 3_600_000).toISOString();
  let cancelled = 0;
  const unpaid = orderPaymentMatches({
    method: 'cash_on_delivery',
    statusIn: ['Pending', 'Failed'],
  });
  for (const candidate of await findPendingOrdersPlacedBefore(db, unpaid, cutoff, BATCH)) {
    const done = await unlessPaidMeanwhile(() =>
      db.transaction().execute(async (trx) => {
        const note = `Cancelled: not confirmed within ${confirmHours} hours`;
        const order = await cancelUnpaidOrder(trx, candidate, note, now);
        if (!order) return false;
        const owner = await findUserById(trx, order.user_id);
        if (owner) {
          await enqueueMail(
            trx,
            unconfirmedOrderCancelledMail(
              owner.email,
              languageOf(owner),
              orderMailName(owner, order),
              order,
              confirmHours,
              publicUrl,
            ),
          );
        }
        return true;
      }),
    );
    if (done) cancelled += 1;
  }
  if (cancelled > 0) mail.kick();
  return cancelled;
}
