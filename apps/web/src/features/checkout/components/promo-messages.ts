import { errorMessage, isApiError } from '../../../lib/api-client';

/** Spec §8: the shopper-facing text for a promotion code the server refused, chosen by the error's code. */
export function promoErrorText(err: unknown): string {
  if (isApiError(err, 'PROMO_INVALID')) return 'This promotion code is invalid or has expired.';
  if (isApiError(err, 'PROMO_USED_UP')) return 'This promotion code has reached its usage limit.';
  return `Error: ${errorMessage(err)}`;
}
