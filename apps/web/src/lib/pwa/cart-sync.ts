import type { PutCartBody } from '@mavazi/shared/carts.schemas';
import { api, isApiError } from '../api-client';
import type { CartItem } from '../cart-item';
import { getCartItems, subscribeToCart } from '../cart-store';
import { shopperSession } from '../session-store';

/** Set while the cart has changes the shopper's account has not got yet; survives closing the app offline. */
export const CART_UNSYNCED_KEY = 'mavazi_cart_unsynced';

export interface CartSyncDeps {
  items: () => CartItem[];
  subscribe: (listener: () => void) => () => void;
  signedIn: () => boolean;
  online: () => boolean;
  save: (body: PutCartBody) => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Changes made within this time are sent together. */
  delayMs: number;
}

const defaults: CartSyncDeps = {
  items: getCartItems,
  subscribe: subscribeToCart,
  signedIn: () => shopperSession.get() !== null,
  online: () => navigator.onLine,
  save: (body) => api('/cart', { method: 'PUT', body }),
  storage: localStorage,
  delayMs: 500,
};

export function cartBody(items: ReadonlyArray<CartItem>): PutCartBody {
  return {
    items: items.map((item) => ({
      product_id: item.id,
      variant_id: item.variantId,
      quantity: item.quantity,
    })),
  };
}

/**
 * Keeps a signed-in shopper's saved cart (PUT /cart) in step with the cart on this device. The cart itself
 * lives on the device, so it works offline; changes made offline are sent when the connection comes back
 * (also after a restart). A guest's cart has no account to go to. Returns a function that stops it.
 */
export function startCartSync(overrides: Partial<CartSyncDeps> = {}): () => void {
  const deps = { ...defaults, ...overrides };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let again = false;
  /** Counts changes, so an answer to an older cart never marks a newer one as sent. */
  let changes = 0;

  const unsynced = () => deps.storage.getItem(CART_UNSYNCED_KEY) !== null;

  async function flush(): Promise<void> {
    timer = undefined;
    if (!unsynced() || !deps.signedIn() || !deps.online()) return;
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    const sent = changes;
    try {
      await deps.save(cartBody(deps.items()));
      if (changes === sent) deps.storage.removeItem(CART_UNSYNCED_KEY);
    } catch (err) {
      // A lost connection keeps the changes for the next 'online'; a refusal (signed out, a bad line) is final.
      if (!(isApiError(err) && err.status === 0) && changes === sent)
        deps.storage.removeItem(CART_UNSYNCED_KEY);
    } finally {
      sending = false;
    }
    if (again) {
      again = false;
      await flush();
    }
  }

  function schedule(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void flush(), deps.delayMs);
  }

  const stopCart = deps.subscribe(() => {
    if (!deps.signedIn()) return;
    changes += 1;
    deps.storage.setItem(CART_UNSYNCED_KEY, '1');
    schedule();
  });
  const onOnline = () => schedule();
  window.addEventListener('online', onOnline);
  if (unsynced()) schedule();

  return () => {
    stopCart();
    window.removeEventListener('online', onOnline);
    if (timer !== undefined) clearTimeout(timer);
  };
}
