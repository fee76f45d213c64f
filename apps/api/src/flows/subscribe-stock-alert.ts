import { STOCK_ALERT_ACCEPTED, type StockAlertInput } from '@mavazi/shared/stock-alerts.schemas';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { rule, takeAttempt } from '../modules/limits/attempt-limiter';
import { findShopperVariant } from '../modules/catalog/variant-stock.repository';
import {
  insertStockAlertWithin,
  isWaitingFor,
  lockAlertsOf,
} from '../modules/stock-alerts/stock-alerts.repository';
import { languageOf } from '../i18n/i18n';

/** Sizes one address may wait for at once: enough for a wishlist, too few to flood a stranger. */
export const MAX_WAITING_ALERTS_PER_EMAIL = 20;

export const TOO_MANY_ALERTS_TEXT = 'Too many stock alerts, please try again later';

/**
 * "Notify me" for a sold-out size: one waiting alert per address and size (asking again changes
 * nothing). Limited per client address and per mailed address; only sizes of products shoppers see.
 */
export async function subscribeStockAlert(
  { db, dialect, limits }: Pick<AppDeps, 'db' | 'dialect' | 'limits'>,
  input: StockAlertInput,
  caller: UserRow | null,
  clientIp: string,
  now = new Date(),
): Promise<{ message: string }> {
  const email = caller ? caller.email.toLowerCase() : input.email;
  if (!email)
    throw badRequest('EMAIL_REQUIRED', 'Enter your email address', {
      email: 'Enter your email address',
    });
  const language = caller ? languageOf(caller) : (input.language ?? 'en');
  await takeAttempt(
    db,
    [
      rule('stock-alert', 'address', clientIp, limits.stockAlertsPerAddress),
      rule('stock-alert', 'account', email, limits.stockAlertsPerEmail),
    ],
    TOO_MANY_ALERTS_TEXT,
    now,
  );
  const variant = await findShopperVariant(db, input.product_id, input.variant_id);
  if (!variant) throw notFound('VARIANT_NOT_FOUND', 'This size of the product was not found');
  if (variant.inventory > 0)
    throw conflict('NOT_SOLD_OUT', 'This size is in stock: you can buy it now');
  const accepted = await db.transaction().execute(async (trx) => {
    await lockAlertsOf(trx, dialect, email);
    const row = {
      product_id: variant.product_id,
      variant_id: variant.variant_id,
      email,
      user_id: caller?.id ?? null,
      language,
    };
    if (await insertStockAlertWithin(trx, row, now.toISOString(), MAX_WAITING_ALERTS_PER_EMAIL))
      return true;
    // Nothing added: either this size is already waited for (the same answer) or the cap is reached.
    return isWaitingFor(trx, variant.variant_id, email);
  });
  if (!accepted)
    throw conflict(
      'TOO_MANY_STOCK_ALERTS',
      `You can wait for at most ${MAX_WAITING_ALERTS_PER_EMAIL} sizes at once`,
    );
  return { message: STOCK_ALERT_ACCEPTED };
}
