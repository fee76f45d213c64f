import type {
  StockAdjustmentInput,
  StockMovement,
  StockMovementsQuery,
  StockReason,
} from '@mavazi/shared/catalog-ops.schemas';
import { nowIso } from '../../db/database';
import type { StockMovementRow } from '../../db/schema';
import type { DbDeps } from '../../app-deps';
import { badRequest, conflict } from '../../lib/http-error';
import type { PageOf } from '../../lib/paging';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { findAllVariantsOfProduct } from './variants.repository';
import { activeProductExists } from './catalog.repository';
import { applyStockMovement, listStockMovements } from './stock.repository';

export function toStockMovement(row: StockMovementRow): StockMovement {
  return {
    id: row.id,
    at: row.at,
    product_id: row.product_id,
    variant_id: row.variant_id,
    delta: row.delta,
    stock_after: row.stock_after,
    reason: row.reason as StockReason,
    order_id: row.order_id,
    return_id: row.return_id,
    actor: row.actor_username === null ? null : { id: row.actor_id, username: row.actor_username },
    note: row.note,
  };
}

/**
 * Staff adjustments (restock, count, damaged): every line or none, each a movement, one audit row
 * per product, in one transaction. Lines are applied in product then size order, the order every
 * stock writer locks rows in.
 */
export async function adjustStock(
  { db }: DbDeps,
  input: StockAdjustmentInput,
  actor: AuditActor,
): Promise<StockMovement[]> {
  const lines = input.lines
    .map((line, index) => ({ ...line, index, variantId: line.variant_id ?? null }))
    .sort((a, b) => a.product_id - b.product_id || (a.variantId ?? 0) - (b.variantId ?? 0));
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const movements: StockMovement[] = [];
    const byProduct = new Map<number, Record<string, [number, number]>>();
    for (const line of lines) {
      const field = `lines.${line.index}`;
      if (!(await activeProductExists(trx, line.product_id, { staff: true }))) {
        const text = `Product ${line.product_id} not found`;
        throw badRequest('PRODUCT_NOT_FOUND', text, { [field]: text });
      }
      const variants = (await findAllVariantsOfProduct(trx, line.product_id)).filter(
        (v) => v.hidden === 0,
      );
      const variant = variants.find((v) => v.id === line.variantId);
      if (line.variantId === null ? variants.length > 0 : !variant) {
        const text =
          line.variantId === null
            ? `Product ${line.product_id} has sizes: name the size (variant_id)`
            : `Product ${line.product_id} has no size with id ${line.variantId}`;
        throw badRequest('VARIANT_NOT_FOUND', text, { [`${field}.variant_id`]: text });
      }
      // Damaged stock always leaves the shelf, whichever sign was typed.
      const delta =
        line.reason === 'damaged' && line.delta !== undefined ? -Math.abs(line.delta) : line.delta;
      const applied = await applyStockMovement(trx, {
        productId: line.product_id,
        variantId: line.variantId,
        ...(line.set !== undefined ? { set: line.set } : { delta }),
        reason: line.reason,
        actor,
        note: input.note ?? '',
        at: now,
      });
      if (applied === null) {
        const text = 'Stock cannot go below 0';
        throw conflict('OUT_OF_STOCK', text, { [`${field}.delta`]: text });
      }
      if (!applied.movement) continue;
      movements.push(toStockMovement(applied.movement));
      const key = line.variantId === null ? 'inventory' : `size ${variant?.sku ?? line.variantId}`;
      const changes = byProduct.get(line.product_id) ?? {};
      const before = changes[key]?.[0] ?? applied.stockAfter - applied.movement.delta;
      changes[key] = [before, applied.stockAfter];
      byProduct.set(line.product_id, changes);
    }
    for (const [productId, changes] of byProduct) {
      await recordAudit(
        trx,
        actor,
        { action: 'stock.adjust', entity: 'product', entityId: productId, changes },
        now,
      );
    }
    return movements;
  });
}

export async function browseStockMovements(
  { db }: DbDeps,
  query: StockMovementsQuery,
): Promise<PageOf<StockMovement>> {
  const page = await listStockMovements(
    db,
    {
      productId: query.product_id,
      variantId: query.variant_id,
      reason: query.reason,
      from: query.from === undefined ? undefined : new Date(query.from).toISOString(),
      to: query.to === undefined ? undefined : new Date(query.to).toISOString(),
    },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items: page.items.map(toStockMovement), total: page.total };
}
