import type { SavedCart } from '@mavazi/shared/carts.schemas';
import { api } from '../../../lib/api-client';
import type { SavedLine } from '../lib/merge-carts';

/** `PUT /cart`: replaces the saved cart (an empty list deletes it) and answers it as `GET` does. */
export function putSavedCart(items: SavedLine[]): Promise<SavedCart> {
  return api<SavedCart>('/cart', { method: 'PUT', body: { items } });
}
