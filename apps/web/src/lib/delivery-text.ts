import type { DeliveryKind } from '@mavazi/shared/constants';
import { deliveryWindow, formatDateRange, formatDay } from '@mavazi/shared/dates';
import { formatKsh } from '@mavazi/shared/money';
import { currentLanguage, i18n } from './i18n';

export function deliveryFeeText(fee: number): string {
  return fee > 0 ? formatKsh(fee) : i18n.t('delivery.free');
}

/** 'Door delivery' or 'Pick-up' in the reader's language. */
export function deliveryKindText(kind: DeliveryKind): string {
  return kind === 'pickup' ? i18n.t('delivery.pickup') : i18n.t('delivery.door');
}

/** Two Kenyan days as the mails write them, in the reader's language. */
function dayRange(from: string, to: string): string {
  const language = currentLanguage();
  if (language === 'en') return formatDateRange(from, to);
  return from === to
    ? formatDay(from, language)
    : `${formatDay(from, language)} – ${formatDay(to, language)}`;
}

/**
 * When a delivery lands, in Kenyan days counted from `from` (now, or when the order was placed):
 * "Arrives Tue 24 – Wed 25 Nov", or "Ready for pick-up Tue 24 Nov".
 */
export function deliveryDatesText(
  option: { kind: DeliveryKind; eta_min_days: number; eta_max_days: number },
  from: Date | number = Date.now(),
): string {
  const window = deliveryWindow(from, option.eta_min_days, option.eta_max_days);
  const dates = dayRange(window.from, window.to);
  return option.kind === 'pickup'
    ? i18n.t('delivery.readyForPickup', { dates })
    : i18n.t('delivery.arrives', { dates });
}
