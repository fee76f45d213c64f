import type { DeliveryKind } from './constants';
import type { KenyaCounty } from './kenya';

export function servesCounty(option: { counties: readonly string[] }, county: string): boolean {
  return option.counties.length === 0 || option.counties.includes(county);
}

/**
 * The fee rule, used by the API (whose result is charged) and the checkout page: the fee is 0 once
 * the discounted subtotal reaches `free_over`; the fee itself is never discounted.
 */
export function deliveryFeeCents(
  option: { feeCents: number; freeOverCents: number | null },
  discountedSubtotalCents: number,
): number {
  const free = option.freeOverCents !== null && discountedSubtotalCents >= option.freeOverCents;
  return free ? 0 : option.feeCents;
}

/** The whole address on one line, as `shipping_address` stores it. */
export function deliveryAddressLine(address: {
  street: string;
  town: string;
  county: string;
}): string {
  // "Nairobi, Nairobi County" says the town twice.
  const sameAsCounty = address.town.trim().toLowerCase() === address.county.trim().toLowerCase();
  return sameAsCounty
    ? `${address.street}, ${address.county} County`
    : `${address.street}, ${address.town}, ${address.county} County`;
}

/** What a checkout chose (the option as it was then, the address and the fee charged), as the order keeps it. */
export interface ChosenDelivery {
  optionId: number;
  optionName: string;
  kind: DeliveryKind;
  county: KenyaCounty;
  town: string;
  street: string;
  phone: string;
  notes: string | null;
  feeCents: number;
  etaMinDays: number;
  etaMaxDays: number;
}
