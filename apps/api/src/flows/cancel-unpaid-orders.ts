import { wantsEmail } from '@mavazi/shared/notify';
import { enqueueMail } from '../mail/outbox.repository';
import { queueSms } from '../sms/sms-queue';
import { cancelUnpaidOrder, unlessPaidMeanwhile } from './change-order-status';
import { findPendingOrdersPlacedBefore } from '../modules/orders/orders.repository';
import { orderPaymentMatches } from '../modules/payments/order-payments.repository';
import { orderMailName } from '../lib/greeting-name';
import { findUserById } from '../modules/accounts/users.repository';
import { unpaidOrderCancelledMail } from '../modules/payments/payments.mail';
import { hasPendingPayment } from '../modules/payments/payments.repository';
import { promptLifetimeMs, type PaymentDeps } from './pay-order';
import { languageOf } from '../i18n/i18n';

const BATCH = 50;

/**
 * Cancels M-Pesa orders still Pending and unpaid `PAYMENT_TIMEOUT_MINUTES` after they were placed,
 * with the status change the admin's cancel uses (stock and promotion use go back, a history row),
 * and mails the shopper. The time counts from placement: a prompt still in flight delays it by at
 * most that prompt's own lifetime, so "Pay again" every 30 s cannot keep an order (and its stock)
 * forever. Each order is one transaction claimed by a conditional update, so several processes may
 * run this at once; resolves with the number of orders cancelled.
 */
export async function cancelUnpaidOrders(deps: PaymentDeps, now = new Date()): Promise<number> {
  const { db, payments, publicUrl, mail } = deps;
  const minutes = payments.timeoutMinutes;
  const lifetimeMs = promptLifetimeMs(payments);
  const cutoff = new Date(now.getTime() - minutes * 60_000).toISOString();
  // A prompt asked for before this may still be answered; the latest such prompt is asked for at
  // the timeout itself, so no order outlives it by more than one prompt's lifetime.
  const inFlightSince = new Date(now.getTime() - lifetimeMs).toISOString();
  const placedBy = (order: { created_at: string }) =>
    new Date(Date.parse(order.created_at) + minutes * 60_000).toISOString();
  let cancelled = 0;
  const unpaid = orderPaymentMatches({ method: 'mpesa', statusIn: ['Pending', 'Failed'] });
  for (const candidate of await findPendingOrdersPlacedBefore(db, unpaid, cutoff, BATCH)) {
    const done = await unlessPaidMeanwhile(() =>
      db.transaction().execute(async (trx) => {
        const waiting = await hasPendingPayment(
          trx,
          candidate.id,
          inFlightSince,
          placedBy(candidate),
        );
        if (waiting) return false;
        const note = `Cancelled: not paid within ${minutes} minutes`;
        const order = await cancelUnpaidOrder(trx, candidate, note, now);
        if (!order) return false;
        const owner = await findUserById(trx, order.user_id);
        if (owner && wantsEmail(owner)) {
          await enqueueMail(
            trx,
            unpaidOrderCancelledMail(
              owner.email,
              languageOf(owner),
              orderMailName(owner, order),
              order,
              minutes,
              publicUrl,
            ),
          );
        }
        await queueSms(trx, owner, `order.cancelled_unpaid:${order.id}`, {
          kind: 'unpaid_cancelled',
          orderNumber: order.order_number,
          timeoutMinutes: minutes,
        });
        return true;
      }),
    );
    if (done) cancelled += 1;
  }
  if (cancelled > 0) mail.kick();
  return cancelled;
}
