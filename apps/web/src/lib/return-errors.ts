import { RETURN_WINDOW_DAYS } from '@mavazi/shared/returns';
import { isApiError } from './api-client';
import { serverErrorOr } from './error-text';
import { i18n } from './i18n';

/** A failed return or refund call in words that say what to do, by its code (the server's text otherwise). */
export function returnErrorText(err: unknown, fallback = i18n.t('account:returns.errors.generic')) {
  if (isApiError(err, 'RETURN_WINDOW_CLOSED'))
    return i18n.t('account:returns.errors.windowClosed', { count: RETURN_WINDOW_DAYS });
  if (isApiError(err, 'RETURN_QUANTITY')) return i18n.t('account:returns.errors.quantity');
  if (isApiError(err, 'REFUND_EXCEEDS_PAID')) return i18n.t('account:returns.errors.exceedsPaid');
  if (isApiError(err, 'OUT_OF_STOCK')) return i18n.t('account:returns.errors.outOfStock');
  if (isApiError(err, 'NETWORK_ERROR')) return i18n.t('account:returns.errors.network');
  return serverErrorOr(err, fallback);
}
