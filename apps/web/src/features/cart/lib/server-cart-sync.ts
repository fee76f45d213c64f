import type { SavedLine } from './merge-carts';

/** How long the cart must stay still before it is saved, and the waits before quiet retries. */
export const SAVE_DELAY_MS = 1_500;
export const RETRY_DELAYS_MS = [5_000, 15_000, 60_000] as const;

export interface ServerCartSync {
  /** The cart changed: save these lines once it stays still (the latest lines win). */
  push: (lines: SavedLine[]) => void;
  /** Signed out or unmounted: nothing more is sent. */
  stop: () => void;
}

const fingerprint = (lines: ReadonlyArray<SavedLine>) =>
  lines.map((l) => `${l.product_id}:${l.variant_id ?? ''}x${l.quantity}`).join(',');

/**
 * Keeps the saved cart in step with the browser's: changes are debounced, the same cart is never sent
 * twice in a row, and a failed save is retried quietly with growing waits (the next change resets them).
 */
export function createServerCartSync(
  save: (lines: SavedLine[]) => Promise<unknown>,
  { lastSaved = [] as SavedLine[] } = {},
): ServerCartSync {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: SavedLine[] | null = null;
  let saved = fingerprint(lastSaved);
  let failures = 0;
  let stopped = false;

  const schedule = (delay: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  };

  async function flush(): Promise<void> {
    timer = null;
    const lines = pending;
    if (stopped || !lines) return;
    const print = fingerprint(lines);
    if (print === saved) {
      pending = null;
      return;
    }
    try {
      await save(lines);
      saved = print;
      failures = 0;
      if (pending === lines) pending = null;
    } catch {
      // Quietly: the browser still has the cart, and the next change or retry saves it.
      const wait = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? SAVE_DELAY_MS;
      failures += 1;
      if (!stopped && pending === lines) schedule(wait);
    }
  }

  return {
    push(lines) {
      if (stopped) return;
      pending = lines;
      failures = 0;
      schedule(SAVE_DELAY_MS);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
