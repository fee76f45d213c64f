import { useEffect, useRef } from 'react';
import { LIMITS } from '@mavazi/shared/constants';
import { toast } from '../../../lib/toast';
import { i18n, loadLaterMessages } from '../../../lib/i18n';
import { getCartItems, replaceCart, useCart } from '../../../lib/cart-store';
import { useOnline } from '../../../lib/pwa/online-status';
import { shopperSession, useSessionToken } from '../../../lib/session-store';
import { fetchSavedCart } from '../api/get-saved-cart';
import { putSavedCart } from '../api/put-saved-cart';
import {
  applySavedCart,
  keepChangesDuringMerge,
  toSavedLines,
  unionCarts,
  type MergeOutcome,
  type SavedLine,
} from '../lib/merge-carts';
import { readSavedCartMemory, writeSavedCartMemory } from '../lib/saved-cart-memory';
import { createServerCartSync, type ServerCartSync } from '../lib/server-cart-sync';

/** Tells the shopper what the merge changed: capped quantities and lines no longer for sale. */
async function announce({ capped, gone }: MergeOutcome): Promise<void> {
  if (capped.length > 0 || gone.length > 0) await loadLaterMessages().catch(() => undefined);
  for (const line of capped)
    toast.info(i18n.t('purchase:savedCart.capped', { name: line.name, count: line.quantity }));
  for (const line of gone)
    toast.info(
      line.name
        ? i18n.t('purchase:savedCart.gone', { name: line.name })
        : i18n.t('purchase:savedCart.goneUnnamed'),
    );
}

/**
 * Signed in, the cart lives on the server as well: at sign-in the browser's cart and the saved one are
 * merged, then every change is saved (debounced, retried quietly). Offline the cart works on the phone alone;
 * when the connection comes back, changes made offline are saved (or the merge that could not run, runs).
 * Renders nothing.
 */
export function ServerCartSync() {
  // The session, not the loaded user: a shopper who opened the shop offline is still signed in.
  const session = useSessionToken(shopperSession);
  const items = useCart();
  const online = useOnline();
  const sync = useRef<ServerCartSync | null>(null);
  // The session whose saved cart has been merged with this browser's.
  const merged = useRef<string | null>(null);
  // Gone lines stay saved, so a product published again comes back to the cart.
  const gone = useRef<SavedLine[]>([]);

  const startSync = (signedIn: string, lastSaved: SavedLine[]) =>
    createServerCartSync(
      async (lines) => {
        await putSavedCart([...lines, ...gone.current].slice(0, LIMITS.cartLinesMax));
        writeSavedCartMemory(signedIn, { saved: lines, gone: gone.current });
      },
      { lastSaved },
    );

  // Another account (or none): forget the last one's sync.
  useEffect(
    () => () => {
      sync.current?.stop();
      sync.current = null;
      merged.current = null;
      gone.current = [];
    },
    [session],
  );

  useEffect(() => {
    if (session === null || !online) return;
    // Merged once per sign-in, not on every page load; after that (and back online) the cart is only saved.
    const memory = merged.current === session ? undefined : readSavedCartMemory(session);
    if (memory) {
      merged.current = session;
      gone.current = memory.gone;
    }
    if (merged.current === session) {
      sync.current ??= startSync(session, memory?.saved ?? []);
      sync.current.push(toSavedLines(getCartItems()));
      return;
    }
    let cancelled = false;
    void (async () => {
      try {
        const saved = await fetchSavedCart();
        if (cancelled) return;
        const browser = getCartItems();
        const union = unionCarts(browser, saved.items);
        const answer = await putSavedCart(union);
        if (cancelled) return;
        const outcome = applySavedCart(answer.items, getCartItems(), union);
        gone.current = outcome.goneLines;
        replaceCart(keepChangesDuringMerge(outcome.items, browser, getCartItems()));
        void announce(outcome);
        merged.current = session;
        writeSavedCartMemory(session, { saved: union, gone: outcome.goneLines });
        // What the server holds is the union sent; a line added while the merge ran is saved now.
        sync.current = startSync(session, union);
        sync.current.push(toSavedLines(getCartItems()));
      } catch {
        // Tried again when the connection comes back or at the next sign-in; the browser's cart works alone.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [session, online]);

  useEffect(() => {
    sync.current?.push(toSavedLines(items));
  }, [items]);

  return null;
}
