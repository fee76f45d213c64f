import type { AppDeps } from '../app-deps';
import { newLinkToken } from '../lib/link-tokens';
import { enqueueMail } from '../mail/outbox.repository';
import { queueSms } from '../sms/sms-queue';
import {
  claimCartForReminder,
  findCartsDueForReminder,
  findSavedCart,
  settleCartReminder,
} from '../modules/carts/carts.repository';
import { cartReminderMail } from '../modules/carts/carts.mail';
import { languageOf } from '../i18n/i18n';
import { mailName } from '../lib/greeting-name';
import { findSellableProducts } from '../modules/catalog/stock.repository';
import { hasOrderSince } from '../modules/orders/orders.repository';
import { findUserById, setMarketingOptOutHash } from '../modules/accounts/users.repository';

export type CartReminderDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'mail'> & {
  cartReminderHours: number;
};

/** A process holds a cart this long; a crashed one lets another take it after. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 50;

class CartChanged extends Error {}

/**
 * One reminder per saved cart untouched for CART_REMINDER_HOURS: mail (and a text when the shopper
 * chose texts), only with marketing consent, never once the cart became an order. Each cart is
 * claimed with a lease first and settled in the transaction that queues its messages, so several
 * processes never send one reminder twice. Answers how many reminders were queued.
 */
export async function sendCartReminders(deps: CartReminderDeps, now = new Date()): Promise<number> {
  const { db, publicUrl } = deps;
  const nowIso = now.toISOString();
  const before = new Date(now.getTime() - deps.cartReminderHours * 3_600_000).toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  let sent = 0;
  for (const due of await findCartsDueForReminder(db, before, nowIso, BATCH)) {
    if (!(await claimCartForReminder(db, due.user_id, due.updated_at, nowIso, until))) continue;
    try {
      const queued = await db.transaction().execute(async (trx) => {
        const user = await findUserById(trx, due.user_id);
        const cart = await findSavedCart(trx, due.user_id);
        const products =
          cart && cart.lines.length > 0
            ? await findSellableProducts(
                trx,
                cart.lines.map((l) => l.product_id),
                {},
              )
            : [];
        const names = new Map(products.map((p) => [p.id, p.name]));
        const lines = (cart?.lines ?? []).flatMap((l) => {
          const name = names.get(l.product_id);
          return name ? [{ name, quantity: l.quantity }] : [];
        });
        const eligible =
          user !== undefined &&
          user.marketing_opt_in === 1 &&
          user.disabled_at === null &&
          user.is_guest !== 1 &&
          lines.length > 0 &&
          !(await hasOrderSince(trx, due.user_id, due.updated_at));
        if (eligible) {
          const { token, hash } = newLinkToken();
          await setMarketingOptOutHash(trx, user.id, hash);
          const optOutUrl = `${publicUrl}/api/marketing/opt-out?token=${token}`;
          await enqueueMail(
            trx,
            cartReminderMail(
              user.email,
              languageOf(user),
              mailName(user),
              lines,
              publicUrl,
              optOutUrl,
            ),
          );
          await queueSms(trx, user, `cart.reminder:${user.id}:${due.updated_at}`, {
            kind: 'cart_reminder',
            units: lines.reduce((sum, l) => sum + l.quantity, 0),
          });
        }
        // The cart changed since it was found: its new version waits for its own time.
        if (!(await settleCartReminder(trx, due.user_id, due.updated_at, nowIso, eligible)))
          throw new CartChanged();
        return eligible;
      });
      if (queued) sent += 1;
    } catch (error) {
      if (!(error instanceof CartChanged)) throw error;
    }
  }
  if (sent > 0) deps.mail.kick();
  return sent;
}
