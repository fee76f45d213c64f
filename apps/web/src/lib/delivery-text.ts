import type { DeliveryKind } from '@mavazi/shared/constants';
import { deliveryWindow, formatDateRange } from '@mavazi/shared/dates';
import { formatKsh } from '@mavazi/shared/money';

export function deliveryFeeText(fee: number): string {
  return fee > 0 ? formatKsh(fee) : 'Free';
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
  const verb = option.kind === 'pickup' ? 'Ready for pick-up' : 'Arrives';
  return `${verb} ${formatDateRange(window.from, window.to)}`;
}
