import type { AppDeps } from '../app-deps';
import { languageOf } from '../i18n/i18n';
import { enqueueMail } from '../mail/outbox.repository';
import { findVariantsBackInStock } from '../modules/catalog/variant-stock.repository';
import { backInStockMail } from '../modules/stock-alerts/stock-alerts.mail';
import {
  findWaitedVariantIds,
  findWaitingAlerts,
  markAlertNotified,
} from '../modules/stock-alerts/stock-alerts.repository';

const BATCH = 200;

/**
 * Mails every address waiting for a size that is back in stock, once: each alert is marked in the
 * transaction that queues its mail, so a second run (here or in another process) skips it. Sizes of
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
    for (const alert of await findWaitingAlerts(db, [...back.keys()])) {
      const variant = back.get(alert.variant_id);
      if (!variant) continue;
      const queued = await db.transaction().execute(async (trx) => {
        if (!(await markAlertNotified(trx, alert.id, nowIso))) return false;
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
        return true;
      });
      if (queued) sent += 1;
    }
    if (waited.length < BATCH) break;
  }
  if (sent > 0) deps.mail.kick();
  return sent;
}
