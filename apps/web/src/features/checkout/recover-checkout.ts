import { isPromoRedeemable } from '@mavazi/shared/promo-redeemability';
import { isApiError, type ApiErrorCode } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { describeCartChange, refreshCart } from '../../lib/cart-refresh';
import { fetchProduct } from '../../lib/get-product';
import { fetchPromoCode } from './api/get-promo-code';
import type { AppliedPromo } from './components/promo-code-form';

/** Refusals of the applied promotion code itself: the code goes, without asking again. */
const PROMO_REFUSED: ApiErrorCode[] = ['PROMO_INVALID', 'PROMO_USED_UP', 'PROMO_CUSTOMER_LIMIT'];

/** Checkout refusals that a fresh look at the cart's products and the applied promo can mend. */
const RECOVERABLE: ApiErrorCode[] = [
  'PRICES_CHANGED',
  'TOTAL_CHANGED',
  'OUT_OF_STOCK',
  'PRODUCT_NOT_FOUND',
  'SIZE_REQUIRED',
  'VARIANT_NOT_FOUND',
  ...PROMO_REFUSED,
];

export function isRecoverable(err: unknown): boolean {
  return isApiError(err, ...RECOVERABLE);
}

interface PromoCheck {
  promo: AppliedPromo | null;
  line: string | null;
}

function promoRemoved(promo: AppliedPromo): PromoCheck {
  return { promo: null, line: i18n.t('changes:promoRemoved', { code: promo.code }) };
}

async function recheckPromo(promo: AppliedPromo): Promise<PromoCheck> {
  try {
    const latest = await fetchPromoCode(promo.code);
    if (!isPromoRedeemable(latest)) return promoRemoved(promo);
    if (latest.discount_percentage === promo.discountPercentage) return { promo, line: null };
    return {
      promo: { code: latest.code, discountPercentage: latest.discount_percentage },
      line: i18n.t('changes:promoChanged', {
        code: latest.code,
        percent: latest.discount_percentage,
        was: promo.discountPercentage,
      }),
    };
  } catch (err) {
    if (isApiError(err, ...PROMO_REFUSED)) return promoRemoved(promo);
    return { promo, line: i18n.t('changes:promoUnchecked', { code: promo.code }) };
  }
}

function checkPromo(
  promo: AppliedPromo | null,
  refusal: unknown,
): PromoCheck | Promise<PromoCheck> {
  if (!promo) return { promo: null, line: null };
  return isApiError(refusal, ...PROMO_REFUSED) ? promoRemoved(promo) : recheckPromo(promo);
}

/**
 * After a recoverable refusal: every cart line and the applied promo are read again from the server and
 * brought up to date (a refused promo is dropped). Returns the promo to keep and the notice's lines.
 */
export async function refreshCheckout(
  promo: AppliedPromo | null,
  refusal: unknown,
): Promise<{ promo: AppliedPromo | null; lines: string[] }> {
  const [cartChanges, promoCheck] = await Promise.all([
    refreshCart((productId) => fetchProduct(String(productId))),
    checkPromo(promo, refusal),
  ]);
  const lines = cartChanges.map(describeCartChange);
  if (promoCheck.line) lines.push(promoCheck.line);
  if (lines.length === 0) lines.push(i18n.t('changes:upToDate'));
  return { promo: promoCheck.promo, lines };
}
