import { useSyncExternalStore } from 'react';
import type { Shipping } from '@mavazi/shared/orders.schemas';

/** The last shipping address used at checkout, held in memory only (the spec clears it on logout). */
let held: Shipping | null = null;
const listeners = new Set<() => void>();

export function getHeldShipping(): Shipping | null {
  return held;
}

export function setHeldShipping(shipping: Shipping | null): void {
  held = shipping;
  for (const listener of listeners) listener();
}

export function clearHeldShipping(): void {
  setHeldShipping(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeldShipping(): Shipping | null {
  return useSyncExternalStore(subscribe, getHeldShipping, getHeldShipping);
}
