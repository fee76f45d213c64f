import { formatKsh, fromCents, wholeShillingsCents } from '@mavazi/shared/money';
import { i18n } from '../../../lib/i18n';

/** The final button says what it does: "Place order · Pay KSh 7,690", or how paying happens instead. */
export function placeOrderLabel(method: string, totalCents: number): string {
  switch (method) {
    case 'mpesa':
      // The M-Pesa prompt asks for whole shillings, rounded up.
      return i18n.t('purchase:place.mpesa', {
        amount: formatKsh(fromCents(wholeShillingsCents(totalCents))),
      });
    case 'cash_on_delivery':
      return i18n.t('purchase:place.onDelivery', { amount: formatKsh(fromCents(totalCents)) });
    case 'credit_card':
    case 'paypal':
      return i18n.t('purchase:place.contact', { amount: formatKsh(fromCents(totalCents)) });
    default:
      return i18n.t('purchase:place.plain', { amount: formatKsh(fromCents(totalCents)) });
  }
}
