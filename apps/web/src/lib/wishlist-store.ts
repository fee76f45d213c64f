import { i18n } from './i18n';
import { useSyncExternalStore } from 'react';
import { toast } from './toast';
import { readProductSnapshot, type ProductSnapshot } from './cart-item';
import { createLocalStore, listOf, storedValue } from './local-store';

export const WISHLIST_STORAGE_KEY = 'mavazi_wishlist';

// A product with sizes goes to the cart from its page, where a size is chosen; entries saved before sizes had none.
export interface WishlistItem extends ProductSnapshot {
  hasSizes: boolean;
}

function readWishlistItem(value: unknown): WishlistItem | undefined {
  const snapshot = readProductSnapshot(value);
  if (!snapshot) return undefined;
  const hasSizes = (value as { hasSizes?: unknown }).hasSizes ?? false;
  return typeof hasSizes === 'boolean' ? { ...snapshot, hasSizes } : undefined;
}

/** A product as lists (`sizes`) or its page (`variants`) have it. */
type WishlistProduct = Omit<WishlistItem, 'hasSizes'> & {
  sizes?: readonly string[];
  variants?: readonly unknown[];
};

const EMPTY: WishlistItem[] = [];
const store = createLocalStore<WishlistItem[]>(
  WISHLIST_STORAGE_KEY,
  storedValue(listOf(readWishlistItem)),
  EMPTY,
);

/** Keeps one entry per product; returns false when it was already there. */
export function addToWishlist(product: WishlistProduct): boolean {
  const items = store.get();
  if (items.some((item) => item.id === product.id)) return false;
  const { id, name, price, imageUrl, inventory } = product;
  const hasSizes = (product.variants ?? product.sizes ?? []).length > 0;
  store.set([...items, { id, name, price, imageUrl, inventory, hasSizes }]);
  return true;
}

export function removeFromWishlist(productId: number): void {
  store.set(store.get().filter((item) => item.id !== productId));
}

// The server renders an empty list; the browser hydrates that, then shows what it holds.
const empty: WishlistItem[] = [];
const serverSnapshot = () => empty;

export function useWishlist(): WishlistItem[] {
  return useSyncExternalStore(store.subscribe, store.get, serverSnapshot);
}

export function addToWishlistWithToast(product: WishlistProduct): void {
  if (addToWishlist(product)) toast.success(i18n.t('toast.addedToWishlist'));
  else toast.info(i18n.t('toast.alreadyInWishlist'));
}
