import type { SavedCart } from '@mavazi/shared/carts.schemas';
import { api } from '../../../lib/api-client';

/** `GET /cart`: the signed-in shopper's saved cart, each line with its state now. */
export function fetchSavedCart(): Promise<SavedCart> {
  return api<SavedCart>('/cart');
}
