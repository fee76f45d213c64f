import type { CartLine } from '@mavazi/shared/carts.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import type { CartItem } from '../../../lib/cart-item';

/** A line as `PUT /cart` takes it. */
export interface SavedLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

const keyOf = (productId: number, variantId: number | null | undefined) =>
  `${productId}:${variantId ?? ''}`;

const clampQuantity = (quantity: number) =>
  Math.max(1, Math.min(LIMITS.quantityMax, Math.floor(quantity)));

/** The browser's cart as `PUT /cart` lines. */
export function toSavedLines(items: ReadonlyArray<CartItem>): SavedLine[] {
  return items.map((item) => ({
    product_id: item.id,
    variant_id: item.variantId,
    quantity: clampQuantity(item.quantity),
  }));
}

/**
 * The sign-in merge (API.md "Saved carts"): the union of the browser's cart and the saved one; a line in
 * both (same product and size) keeps the larger quantity. A saved line that is gone answers quantity 0
 * and is kept with at least 1, so a product published again comes back. Browser lines come first and
 * the union stops at the per-cart line limit.
 */
export function unionCarts(
  browser: ReadonlyArray<CartItem>,
  saved: ReadonlyArray<CartLine>,
): SavedLine[] {
  const lines = new Map<string, SavedLine>();
  for (const line of toSavedLines(browser)) {
    const key = keyOf(line.product_id, line.variant_id);
    const seen = lines.get(key);
    lines.set(key, seen ? { ...seen, quantity: Math.max(seen.quantity, line.quantity) } : line);
  }
  for (const line of saved) {
    const key = keyOf(line.product_id, line.variant_id);
    const seen = lines.get(key);
    const quantity = clampQuantity(line.quantity);
    if (seen) seen.quantity = Math.max(seen.quantity, quantity);
    else lines.set(key, { product_id: line.product_id, variant_id: line.variant_id, quantity });
  }
  return [...lines.values()].slice(0, LIMITS.cartLinesMax);
}

export interface MergeOutcome {
  /** The browser's cart from now on: the lines still for sale, at the quantities the shop holds. */
  items: CartItem[];
  /** Lines holding fewer than asked (stock, or the per-line cap). */
  capped: Array<{ name: string; quantity: number }>;
  /** Lines no longer for sale, by the name the browser knew (null: only the server had them). */
  gone: Array<{ name: string | null }>;
  /** Gone lines as sent: later saves keep them, so they come back when the product does. */
  goneLines: SavedLine[];
}

/** The server's answer to the merged `PUT /cart`, turned into the browser's cart and what to tell. */
export function applySavedCart(
  answer: ReadonlyArray<CartLine>,
  browser: ReadonlyArray<CartItem>,
  sent: ReadonlyArray<SavedLine>,
): MergeOutcome {
  const known = new Map(browser.map((item) => [keyOf(item.id, item.variantId), item]));
  const asked = new Map(sent.map((line) => [keyOf(line.product_id, line.variant_id), line]));
  const outcome: MergeOutcome = { items: [], capped: [], gone: [], goneLines: [] };
  for (const line of answer) {
    const key = keyOf(line.product_id, line.variant_id);
    const mine = known.get(key);
    const wanted = asked.get(key)?.quantity ?? line.quantity;
    if (line.state === 'gone' || line.quantity < 1) {
      outcome.gone.push({ name: mine?.name ?? line.name });
      outcome.goneLines.push({
        product_id: line.product_id,
        variant_id: line.variant_id,
        quantity: clampQuantity(wanted),
      });
      continue;
    }
    const name = line.name ?? mine?.name ?? '';
    if (line.state === 'reduced' || line.quantity < wanted)
      outcome.capped.push({ name, quantity: line.quantity });
    outcome.items.push({
      id: line.product_id,
      name,
      price: line.price ?? mine?.price ?? 0,
      imageUrl: line.image_url ?? mine?.imageUrl ?? '',
      // A reduced line holds all there is; an available one at least what it holds.
      inventory:
        line.state === 'reduced'
          ? line.quantity
          : Math.max(line.quantity, mine?.inventory ?? line.quantity),
      quantity: line.quantity,
      variantId: line.variant_id,
      size: line.size ?? mine?.size ?? null,
      colour: line.colour ?? mine?.colour ?? null,
    });
  }
  return outcome;
}

/**
 * What the shopper did while the merge was on the network, applied on top of its outcome: a line added or
 * whose quantity changed since the merge read the browser's cart keeps the browser's version, and a line
 * removed meanwhile stays removed. Without it, a tap on "Add to Cart" just after the page opened was lost.
 */
export function keepChangesDuringMerge(
  merged: ReadonlyArray<CartItem>,
  before: ReadonlyArray<CartItem>,
  now: ReadonlyArray<CartItem>,
): CartItem[] {
  const key = (item: CartItem) => keyOf(item.id, item.variantId);
  const was = new Map(before.map((item) => [key(item), item]));
  const is = new Map(now.map((item) => [key(item), item]));
  const changed = now.filter((item) => was.get(key(item))?.quantity !== item.quantity);
  const replaced = new Set(changed.map(key));
  const kept = merged.filter((item) => {
    const k = key(item);
    const removed = was.has(k) && !is.has(k);
    return !removed && !replaced.has(k);
  });
  return [...kept, ...changed];
}
