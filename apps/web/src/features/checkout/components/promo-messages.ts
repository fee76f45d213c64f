import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { i18n } from '../../../lib/i18n';

/** Spec §8: the shopper-facing text for a promotion code the server refused, chosen by the error's code. */
export function promoErrorText(err: unknown): string {
  if (isApiError(err, 'PROMO_INVALID')) return i18n.t('changes:promoInvalid');
  if (isApiError(err, 'PROMO_USED_UP')) return i18n.t('changes:promoUsedUp');
  return i18n.t('changes:error', { error: errorText(err) });
}
