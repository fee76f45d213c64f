import type { Promo } from './promotions.schemas';
import { endOfKenyaDay, startOfKenyaDay } from './dates';
export type PromoRedeemability = 'redeemable' | 'invalid' | 'used_up';

/**
 * Whether a promo can be redeemed at a moment: active, within its dates (bare dates are whole days in
 * Kenya time, docs/api.md) and not used up. The API refuses 'invalid' with 404 and 'used_up' with 409.
 */
export function promoRedeemability(
  promo: Pick<Promo, 'is_active' | 'start_date' | 'end_date' | 'usage_limit' | 'times_used'>,
  now: Date = new Date(),
): PromoRedeemability {
  const t = now.getTime();
  if (
    !promo.is_active ||
    startOfKenyaDay(promo.start_date) > t ||
    t > endOfKenyaDay(promo.end_date)
  )
    return 'invalid';
  if (promo.usage_limit !== null && promo.times_used >= promo.usage_limit) return 'used_up';
  return 'redeemable';
}

/** The web app checks this before showing a discount. */
export function isPromoRedeemable(promo: Promo, now: Date = new Date()): boolean {
  return promoRedeemability(promo, now) === 'redeemable';
}
