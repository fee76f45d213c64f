import type { LowStockReport } from '@mavazi/shared/reports.schemas';
import type { Executor } from '../db/database';
import { findLowStock } from '../modules/catalog/stock.repository';

/** Sizes (or products without sizes) at or below the shop's LOW_STOCK_THRESHOLD, fewest first. */
export async function readLowStock(
  db: Executor,
  threshold: number,
  limit: number,
): Promise<LowStockReport> {
  return { threshold, items: await findLowStock(db, threshold, limit) };
}
