import type { SavedLine } from './merge-carts';

/**
 * What this browser knows of a session's saved cart: that it was merged at sign-in, what was saved last and
 * the lines no longer sold that stay saved. Kept across page loads so a load neither merges nor saves again.
 */
const KEY = 'mavazi_cart_merged';

export interface SavedCartMemory {
  saved: SavedLine[];
  gone: SavedLine[];
}

// A token's tail tells sessions apart without keeping a second copy of the token.
const sessionMark = (session: string) => session.slice(-16);

function isLine(value: unknown): value is SavedLine {
  const line = value as Partial<SavedLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    Number.isSafeInteger(line.product_id) &&
    Number.isSafeInteger(line.quantity) &&
    (line.variant_id === null || Number.isSafeInteger(line.variant_id))
  );
}

const lines = (value: unknown): SavedLine[] | undefined =>
  Array.isArray(value) && value.every(isLine) ? value : undefined;

export function readSavedCartMemory(session: string): SavedCartMemory | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!value || value.session !== sessionMark(session)) return undefined;
    const saved = lines(value.saved);
    const gone = lines(value.gone);
    return saved && gone ? { saved, gone } : undefined;
  } catch {
    return undefined;
  }
}

export function writeSavedCartMemory(session: string, memory: SavedCartMemory): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ session: sessionMark(session), ...memory }));
  } catch {
    // Without storage the merge runs again on the next page load, which is harmless.
  }
}
