import { useEffect, useRef } from 'react';
import { LIMITS } from '@mavazi/shared/constants';
import { toast } from '../../../lib/toast';
import { i18n } from '../../../lib/i18n';
import { getCartItems, replaceCart, useCart } from '../../../lib/cart-store';
import { useAuth } from '../../auth/use-auth';
import { fetchSavedCart } from '../api/get-saved-cart';
import { putSavedCart } from '../api/put-saved-cart';
import {
  applySavedCart,
  toSavedLines,
  unionCarts,
  type MergeOutcome,
  type SavedLine,
} from '../lib/merge-carts';
import { createServerCartSync, type ServerCartSync } from '../lib/server-cart-sync';

/** Tells the shopper what the merge changed: capped quantities and lines no longer for sale. */
function announce({ capped, gone }: MergeOutcome): void {
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
 * merged, then every change is saved (debounced, retried quietly). Renders nothing.
 */
export function ServerCartSync() {
  const { status, user } = useAuth();
  const items = useCart();
  const sync = useRef<ServerCartSync | null>(null);
  // Gone lines stay saved, so a product published again comes back to the cart.
  const gone = useRef<SavedLine[]>([]);
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;

  useEffect(() => {
    if (userId === null) return;
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
        replaceCart(outcome.items);
        announce(outcome);
        sync.current = createServerCartSync(
          (lines) => putSavedCart([...lines, ...gone.current].slice(0, LIMITS.cartLinesMax)),
          { lastSaved: toSavedLines(outcome.items) },
        );
      } catch {
        // The saved cart stays as it was; the browser's cart works on its own until the next sign-in.
      }
    })();
    return () => {
      cancelled = true;
      sync.current?.stop();
      sync.current = null;
      gone.current = [];
    };
  }, [userId]);

  useEffect(() => {
    sync.current?.push(toSavedLines(items));
  }, [items]);

  return null;
}
