import type { CustomerExport } from '@mavazi/shared/privacy.schemas';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { redactSecrets } from '../lib/redact';
import { findMailTo } from '../mail/outbox.repository';
import { findSmsOfUser } from '../sms/sms-outbox.repository';
import { findSavedCart } from '../modules/carts/carts.repository';
import { findSubscriberByEmail } from '../modules/newsletter/newsletter.repository';
import { findReviewsOfUser } from '../modules/catalog/reviews.repository';
import { findAllOrdersOfUser } from '../modules/orders/orders.repository';
import { withPayments } from '../modules/payments/order-payments.repository';
import { findPaymentsOfOrders } from '../modules/payments/payments.repository';
import {
  findHistoryOfReturns,
  findLinesOfReturns,
  findReturnsOfUser,
} from '../modules/returns/returns.repository';
import { findRefundsOfOrders } from '../modules/refunds/refunds.repository';
import { findAlertsOf } from '../modules/stock-alerts/stock-alerts.repository';
import { findTicketsWithRepliesOfUser } from '../modules/support/support.repository';
import { toUserDto } from '../modules/accounts/user-dto';

/**
 * `GET /me/export`: one consistent read (a transaction) of every row about the caller. Secrets the
 * shop keeps for itself (hashes, link tokens in old mails, idempotency keys) are left out.
 */
export function exportCustomerData(
  { db }: Pick<AppDeps, 'db'>,
  user: UserRow,
): Promise<CustomerExport> {
  return db.transaction().execute(async (trx) => {
    const all = await findAllOrdersOfUser(trx, user.id);
    const { items, history } = all;
    // Each order as it was one row before decision 045: with its payment.
    const orders = await withPayments(trx, all.orders);
    const [payments, reviews, support, mails, texts, cart, returns, subscriber] = await Promise.all(
      [
        findPaymentsOfOrders(
          trx,
          orders.map((o) => o.id),
        ),
        findReviewsOfUser(trx, user.id),
        findTicketsWithRepliesOfUser(trx, user.id),
        findMailTo(trx, user.email),
        findSmsOfUser(trx, user.id),
        findSavedCart(trx, user.id),
        findReturnsOfUser(trx, user.id),
        findSubscriberByEmail(trx, user.email),
      ],
    );
    const returnIds = returns.map((r) => r.id);
    const [returnLines, returnHistory, refunds, alerts] = await Promise.all([
      findLinesOfReturns(trx, returnIds),
      findHistoryOfReturns(trx, returnIds),
      findRefundsOfOrders(
        trx,
        orders.map((o) => o.id),
      ),
      findAlertsOf(trx, { userId: user.id, email: user.email.toLowerCase() }),
    ]);
    const orderRows = orders.map(
      ({ lookup_token_hash: _h, idempotency_key: _k, idempotency_fingerprint: _f, ...order }) => ({
        ...order,
        items: items.filter((i) => i.order_id === order.id),
        status_history: history.filter((h) => h.order_id === order.id),
      }),
    );
    return {
      exported_at: new Date().toISOString(),
      profile: toUserDto(user),
      addresses: orders.map((o) => ({
        order_number: o.order_number,
        shipping_address: o.shipping_address,
        shipping_city: o.shipping_city,
        shipping_state: o.shipping_state,
        shipping_zip: o.shipping_zip,
        delivery_county: o.delivery_county,
        delivery_town: o.delivery_town,
        delivery_street: o.delivery_street,
        delivery_phone: o.delivery_phone,
        delivery_notes: o.delivery_notes,
      })),
      orders: orderRows,
      payments,
      returns: returns.map(({ idempotency_key: _k, ...r }) => ({
        ...r,
        lines: returnLines.filter((l) => l.return_id === r.id),
        history: returnHistory.filter((h) => h.return_id === r.id),
      })),
      refunds: refunds.map(
        ({ originator_conversation_id: _o, conversation_id: _c, idempotency_key: _k, ...r }) => r,
      ),
      reviews,
      tickets: support.tickets.map((t) => ({
        ...t,
        replies: support.replies.filter((r) => r.ticket_id === t.id),
      })),
      mails: mails.map((m) => ({
        to: m.to_address,
        subject: m.subject,
        text: redactSecrets(m.text_body),
        status: m.status,
        created_at: m.created_at,
        sent_at: m.sent_at,
      })),
      texts: texts.map((s) => ({
        to: s.to_phone,
        kind: s.kind,
        // A guest's text carries its order's private link: the file gets the text, not the secret.
        message: redactSecrets(s.message),
        status: s.status,
        created_at: s.created_at,
        sent_at: s.sent_at,
        delivered_at: s.delivered_at,
      })),
      // The shop keeps no wishlist on the server.
      wishlist: [],
      saved_cart: (cart?.lines ?? []).map((l) => ({ ...l, updated_at: cart?.updated_at })),
      stock_alerts: alerts.map((a) => ({
        product_id: a.product_id,
        variant_id: a.variant_id,
        email: a.email,
        language: a.language,
        created_at: a.created_at,
        notified_at: a.notified_at,
      })),
      newsletter: subscriber
        ? [
            {
              email: subscriber.email,
              status: subscriber.status,
              language: subscriber.language,
              consented_at: subscriber.consented_at,
              unsubscribed_at: subscriber.unsubscribed_at,
              created_at: subscriber.created_at,
            },
          ]
        : [],
    };
  });
}
