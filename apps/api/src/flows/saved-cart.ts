import type { CartLine, PutCartBody, SavedCart } from '@mavazi/shared/carts.schemas';
import { INT4_MAX, LIMITS } from '@mavazi/shared/constants';
import { fromCents } from '@mavazi/shared/money';
import type { Executor } from '../db/database';
import type { AppDeps } from '../app-deps';
import {
  findSavedCart,
  replaceSavedCart,
  type StoredCartLine,
} from '../modules/carts/carts.repository';
import { thumbnailUrl } from '../modules/catalog/catalog-dto';
import { findSellableProducts } from '../modules/catalog/stock.repository';
import { findSellableVariantsOf } from '../modules/catalog/variants.repository';
import { mergeStockLines } from '../modules/catalog/stock-lines';

type CartDeps = Pick<AppDeps, 'db' | 'orderRules'>;

/**
 * The lines as the shop can sell them now: a line of a product that is gone, a draft or not yet
 * published, or of a size that is hidden or missing, is `gone`; others hold at most the stock and
 * MAX_UNITS_PER_LINE (`reduced` when that is fewer than asked).
 */
async function priceLines(
  db: Executor,
  lines: readonly StoredCartLine[],
  maxUnitsPerLine: number,
): Promise<CartLine[]> {
  const ids = [...new Set(lines.map((l) => l.product_id))].filter((id) => id <= INT4_MAX);
  const products = new Map((await findSellableProducts(db, ids, {})).map((p) => [p.id, p]));
  const variants = await findSellableVariantsOf(db, [...products.keys()]);
  const sizesOf = (productId: number) => variants.filter((v) => v.product_id === productId);
  return lines.map((line): CartLine => {
    const product = products.get(line.product_id);
    const sizes = sizesOf(line.product_id);
    const variant =
      line.variant_id === null ? undefined : sizes.find((v) => v.id === line.variant_id);
    // A product sold by size needs one of its sizes; one without sizes takes no size.
    const gone = !product || (sizes.length > 0 ? !variant : line.variant_id !== null);
    if (gone) {
      return {
        product_id: line.product_id,
        variant_id: line.variant_id,
        quantity: 0,
        state: 'gone',
        name: null,
        price: null,
        image_url: null,
        size: null,
        colour: null,
      };
    }
    const stock = variant ? variant.inventory : product.inventory;
    const quantity = Math.max(0, Math.min(line.quantity, stock, maxUnitsPerLine));
    return {
      product_id: line.product_id,
      variant_id: line.variant_id,
      quantity,
      state: quantity === 0 ? 'gone' : quantity < line.quantity ? 'reduced' : 'available',
      name: product.name,
      price: fromCents(variant?.price_cents ?? product.price_cents),
      image_url: thumbnailUrl(product),
      size: variant?.size ?? null,
      colour: variant?.colour ?? null,
    };
  });
}

/** `GET /cart`: the saved cart as it can be bought now (gone lines shown as such). */
export async function readSavedCart(deps: CartDeps, userId: number): Promise<SavedCart> {
  const cart = await findSavedCart(deps.db, userId);
  if (!cart) return { items: [], updated_at: null };
  const items = await priceLines(deps.db, cart.lines, deps.orderRules.maxUnitsPerLine);
  return { items, updated_at: cart.updated_at };
}

/**
 * `PUT /cart`: the sent lines replace the saved cart in one transaction. Lines naming the same
 * product and size are added up; quantities are stored capped by stock and MAX_UNITS_PER_LINE; gone
 * lines are kept as sent (a draft may come back) and answered as gone.
 */
export async function saveCart(
  deps: CartDeps,
  userId: number,
  body: PutCartBody,
): Promise<SavedCart> {
  const merged = mergeStockLines(
    body.items.map((i) => ({
      productId: i.product_id,
      variantId: i.variant_id ?? null,
      quantity: i.quantity,
    })),
  );
  // mergeStockLines sorts for locking; the cart keeps the order the shopper added lines in.
  const firstSeen = (l: { productId: number; variantId: number | null }) =>
    body.items.findIndex(
      (i) => i.product_id === l.productId && (i.variant_id ?? null) === l.variantId,
    );
  merged.sort((a, b) => firstSeen(a) - firstSeen(b));
  const asked: StoredCartLine[] = merged.map((l) => ({
    product_id: l.productId,
    variant_id: l.variantId,
    quantity: Math.min(l.quantity, LIMITS.quantityMax),
  }));
  const nowIso = new Date().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const priced = await priceLines(trx, asked, deps.orderRules.maxUnitsPerLine);
    const stored = asked.map((line, i) => {
      const now = priced[i];
      return now && now.state !== 'gone' ? { ...line, quantity: now.quantity } : line;
    });
    await replaceSavedCart(trx, userId, stored, nowIso);
    return { items: priced, updated_at: stored.length > 0 ? nowIso : null };
  });
}
