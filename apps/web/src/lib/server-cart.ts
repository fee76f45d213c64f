import { SERVER_CART_COOKIE } from '@mavazi/shared/constants';
import { cartLineOf } from './cart-item';
import { addToCart } from './cart-store';
import { fetchProduct } from './get-product';

interface ServerLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

function isWhole(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

function readLines(): ServerLine[] {
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SERVER_CART_COOKIE}=`));
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw.slice(SERVER_CART_COOKIE.length + 1)));
    if (!Array.isArray(value)) return [];
    return value.filter(
      (line: Partial<ServerLine>): line is ServerLine =>
        isWhole(line.productId) &&
        isWhole(line.quantity) &&
        (line.variantId === null || isWhole(line.variantId)),
    );
  } catch {
    return [];
  }
}

/**
 * Moves the lines the server kept into this browser's cart (decision 004: the cart lives in localStorage),
 * with the product's current name, price and stock, then forgets the cookie.
 */
export async function mergeServerCart(): Promise<void> {
  const lines = readLines();
  if (lines.length === 0) return;
  document.cookie = `${SERVER_CART_COOKIE}=; path=/; max-age=0; samesite=lax`;
  for (const line of lines) {
    try {
      const product = await fetchProduct(String(line.productId));
      const variant = product.variants.find((v) => v.id === line.variantId);
      if (line.variantId !== null && !variant) continue;
      addToCart(cartLineOf(product, variant), line.quantity);
    } catch {
      // A product gone meanwhile is left out, as the cart drops it at checkout.
    }
  }
}
