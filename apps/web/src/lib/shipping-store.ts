import type { Shipping } from '@mavazi/shared/orders.schemas';

/** The last shipping address used at checkout, held in memory only (the spec clears it on logout). */
let held: Shipping | null = null;

export function getHeldShipping(): Shipping | null {
  return held;
}

export function setHeldShipping(shipping: Shipping | null): void {
  held = shipping;
}

export function clearHeldShipping(): void {
  setHeldShipping(null);
}
