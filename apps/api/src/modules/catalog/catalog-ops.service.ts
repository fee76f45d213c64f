import type {
  AdminProductListItem,
  AdminProductListQuery,
  BulkInput,
} from '@mavazi/shared/catalog-ops.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { fromCents } from '@mavazi/shared/money';
import { nowIso } from '../../db/database';
import type { DbDeps } from '../../lib/deps';
import { badRequest } from '../../lib/http-error';
import type { PageOf } from '../../lib/paging';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import {
  listAdminProducts,
  lockProductsForEdit,
  setProductPrice,
  softDeleteProduct,
} from './catalog.repository';
import { toProduct } from './catalog-dto';
import { findAllVariantsOfProduct, findSizesInStock, updateVariant } from './variants.repository';

/** Staff's product list: every product that is not deleted, newest first, `X-Total-Count` beside it. */
export async function browseAdminProducts(
  { db }: DbDeps,
  query: AdminProductListQuery,
): Promise<PageOf<AdminProductListItem>> {
  // Every product is active until drafts arrive: another status matches none.
  if (query.status && query.status !== 'active') return { items: [], total: 0 };
  const page = await listAdminProducts(
    db,
    { contains: query.q || undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const sizes = new Map<number, string[]>();
  for (const { product_id, size } of await findSizesInStock(
    db,
    page.items.map((r) => r.id),
  )) {
    sizes.set(product_id, [...(sizes.get(product_id) ?? []), size]);
  }
  return {
    items: page.items.map((row) => ({
      ...toProduct(row, sizes.get(row.id)),
      version: row.version,
      updated_at: row.updated_at,
    })),
    total: page.total,
  };
}

/** Percent bounds of a bulk price change: at most 90% off, at most ten times dearer. */
const PERCENT_MIN = -90;
const PERCENT_MAX = 1000;

/** Actions whose columns arrive with drafts, sale prices and collections. */
const NOT_YET: Partial<Record<BulkInput['action'], string>> = {
  set_status: 'Product status is not available in this version of the shop yet',
  set_compare_at: 'Compare-at prices are not available in this version of the shop yet',
  add_to_collection: 'Collections are not available in this version of the shop yet',
};

/**
 * One action on many products in one transaction, one audit row per product changed. Ids that are
 * unknown or deleted are skipped; `updated` counts the products changed.
 */
export async function bulkEditProducts(
  { db }: DbDeps,
  input: BulkInput,
  actor: AuditActor,
): Promise<{ updated: number }> {
  const unavailable = NOT_YET[input.action];
  if (unavailable) throw badRequest('VALIDATION_FAILED', unavailable, { action: unavailable });
  let percent = 0;
  if (input.action === 'set_price_percent') {
    const value = input.value;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < PERCENT_MIN ||
      value > PERCENT_MAX ||
      value === 0
    ) {
      const text = `value must be a percentage from ${PERCENT_MIN} to ${PERCENT_MAX}, not 0`;
      throw badRequest('VALIDATION_FAILED', text, { value: text });
    }
    percent = value;
  }
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  // Whole cents, at least 1 shilling, at most the price limit.
  const scaled = (cents: number) =>
    Math.min(LIMITS.priceMax * 100, Math.max(100, Math.round((cents * (100 + percent)) / 100)));
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let updated = 0;
    const products = (await lockProductsForEdit(trx, ids)).sort((a, b) => a.id - b.id);
    for (const product of products) {
      if (input.action === 'delete') {
        await softDeleteProduct(trx, product.id, now);
        await recordAudit(
          trx,
          actor,
          {
            action: 'product.delete',
            entity: 'product',
            entityId: product.id,
            changes: { deleted_at: [null, now] },
          },
          now,
        );
        updated += 1;
        continue;
      }
      const price = scaled(product.price_cents);
      const changes: Record<string, [number, number]> = {};
      if (price !== product.price_cents)
        changes.price = [fromCents(product.price_cents), fromCents(price)];
      // Sizes with their own price follow the product's.
      for (const variant of await findAllVariantsOfProduct(trx, product.id)) {
        if (variant.price_cents === null || variant.hidden === 1) continue;
        const own = scaled(variant.price_cents);
        if (own === variant.price_cents) continue;
        await updateVariant(trx, variant.id, { price_cents: own, updated_at: now });
        changes[`price ${variant.sku}`] = [fromCents(variant.price_cents), fromCents(own)];
      }
      if (Object.keys(changes).length === 0) continue;
      await setProductPrice(trx, product.id, price, now);
      updated += 1;
      await recordAudit(
        trx,
        actor,
        {
          action: 'product.update',
          entity: 'product',
          entityId: product.id,
          changes,
        },
        now,
      );
    }
    return { updated };
  });
}
