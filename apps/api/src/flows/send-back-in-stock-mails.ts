import type { AppDeps } from '../app-deps';
import { languageOf } from '../i18n/i18n';
import { enqueueMail } from '../mail/outbox.repository';
import { findVariantsBackInStock } from '../modules/catalog/variant-stock.repository';
import { backInStockMail } from '../modules/stock-alerts/stock-alerts.mail';
import {
  findWaitedVariantIds,
  findWaitingAlerts,
  markAlertsNotified,
} from '../modules/stock-alerts/stock-alerts.repository';

const BATCH = 200;
/** Alerts marked and mailed per transaction: short transactions, few round trips. */
const MAIL_BATCH = 500;

/**
 * Mails every address waiting for a size that is back in stock, once: each batch of alerts is marked
 * in the transaction that queues its mails, so a second run (here or in another process) skips them. Sizes of
 * drafts and hidden sizes wait. Answers how many mails were queued.
 */
export async function sendBackInStockMails(
  deps: Pick<AppDeps, 'db' | 'publicUrl' | 'mail'>,
  now = new Date(),
): Promise<number> {
  const { db, publicUrl } = deps;
  const nowIso = now.toISOString();
  let sent = 0;
  let after = 0;
  for (;;) {
    const waited = await findWaitedVariantIds(db, after, BATCH);
    if (waited.length === 0) break;
    after = waited[waited.length - 1] ?? after;
    const back = new Map((await findVariantsBackInStock(db, waited)).map((v) => [v.variant_id, v]));
    const waiting = await findWaitingAlerts(db, [...back.keys()]);
    // One transaction per batch of alerts, not per mail: they are marked and their mails queued together.
    for (let i = 0; i < waiting.length; i += MAIL_BATCH) {
      const alerts = waiting.slice(i, i + MAIL_BATCH);
      sent += await db.transaction().execute(async (trx) => {
        const settled = new Set(
          await markAlertsNotified(
            trx,
            alerts.map((a) => a.id),
            nowIso,
          ),
        );
        for (const alert of alerts) {
          const variant = back.get(alert.variant_id);
          if (!variant || !settled.has(alert.id)) continue;
          await enqueueMail(
            trx,
            backInStockMail(
              alert.email,
              languageOf(alert),
              {
                productId: variant.product_id,
                productName: variant.product_name,
                size: variant.size,
                colour: variant.colour,
              },
              publicUrl,
            ),
          );
        }
        return settled.size;
      });
    }
    if (waited.length < BATCH) break;
  }
  if (sent > 0) deps.mail.kick();
  return sent;
}
