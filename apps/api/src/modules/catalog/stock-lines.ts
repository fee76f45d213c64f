/** A quantity of one product, in one size when the product has sizes. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * Lines of the same product and size added together, sorted by product then variant id: the order
 * in which every stock writer locks rows (a product, then its sizes), so writers never deadlock.
 */
export function mergeStockLines(lines: Iterable<StockLine>): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.productId}:${line.variantId ?? ''}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
    merged.set(key, { ...line, quantity });
  }
  return [...merged.values()].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
}
