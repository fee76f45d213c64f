import { useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { productSnapshotSchema } from './cart-store';
import { createLocalStore } from './local-store';

export const WISHLIST_STORAGE_KEY = 'mavazi_wishlist';

export type WishlistItem = z.infer<typeof productSnapshotSchema>;

const EMPTY: WishlistItem[] = [];
const store = createLocalStore<WishlistItem[]>(
  WISHLIST_STORAGE_KEY,
  z.array(productSnapshotSchema),
  EMPTY,
);

/** Keeps one entry per product; returns false when it was already there. */
export function addToWishlist(product: WishlistItem): boolean {
  const items = store.get();
  if (items.some((item) => item.id === product.id)) return false;
  const { id, name, price, imageUrl, inventory } = product;
  store.set([...items, { id, name, price, imageUrl, inventory }]);
  return true;
}

export function removeFromWishlist(productId: number): void {
  store.set(store.get().filter((item) => item.id !== productId));
}

export function useWishlist(): WishlistItem[] {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function addToWishlistWithToast(product: WishlistItem): void {
  if (addToWishlist(product)) toast.success('Product added to wishlist!');
  else toast.info('This product is already in your wishlist.');
}
