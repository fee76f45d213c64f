import { RETURN_WINDOW_DAYS } from '@mavazi/shared/returns.schemas';
import { isApiError } from './api-client';
import { serverErrorOr } from './error-text';

/** A failed return or refund call in words that say what to do, by its code (the server's text otherwise). */
export function returnErrorText(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
) {
  if (isApiError(err, 'RETURN_WINDOW_CLOSED'))
    return `The return window has closed: returns are accepted for ${RETURN_WINDOW_DAYS} days after delivery.`;
  if (isApiError(err, 'RETURN_QUANTITY'))
    return 'That is more than can be returned: some of these items were bought in smaller numbers or are already being returned.';
  if (isApiError(err, 'REFUND_EXCEEDS_PAID'))
    return 'That refund is more than is left of what was paid for this order.';
  if (isApiError(err, 'OUT_OF_STOCK'))
    return 'The size or colour asked for in exchange has sold out meanwhile. Refund the item instead, or choose another size.';
  if (isApiError(err, 'NETWORK_ERROR')) return 'No connection to the shop. Please try again.';
  return serverErrorOr(err, fallback);
}
