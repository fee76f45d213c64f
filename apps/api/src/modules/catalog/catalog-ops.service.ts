import type {
  AdminProductListItem,
  AdminProductListQuery,
  BulkInput,
} from '@mavazi/shared/catalog-ops.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { fromCents, toCents } from '@mavazi/shared/money';
import { nowIso } from '../../db/database';
import type { DbDeps } from '../../app-deps';
import { kesAmountSchema } from '@mavazi/shared/common.schemas';
import { badRequest } from '../../lib/http-error';
import type { PageOf } from '../../lib/paging';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import type { Changes } from '../audit/changed-fields';
import {
  bumpProductVersion,
  listAdminProducts,
  lockProductsForEdit,
  setProductCompareAt,
  setProductPrice,
  setProductStatus,
  softDeleteProduct,
} from './catalog.repository';
import type { ProductRow } from '../../db/schema';
import type { Executor } from '../../db/database';
import { addProductToCollection, findCollectionsBySlug } from './collections.repository';
import { toProduct } from './catalog-dto';
import { findAllVariantsOfProduct, findSizesInStock, updateVariant } from './variants.repository';

/** Staff's product list: every product that is not deleted, newest first, `X-Total-Count` beside it. */
export async function browseAdminProducts(
  { db }: DbDeps,
  query: AdminProductListQuery,
): Promise<PageOf<AdminProductListItem>> {
  const page = await listAdminProducts(
    db,
    { contains: query.q || undefined, status: query.status, category: query.category },
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

/** Statuses a bulk edit may set; `scheduled` needs `publish_at`. */
const BULK_STATUSES = ['active', 'draft', 'scheduled'] as const;

function invalid(text: string): never {
  throw badRequest('VALIDATION_FAILED', text, { value: text });
}

/** What a bulk action does to one locked product: the audit changes, or null when nothing changed. */
type ProductEdit = (trx: Executor, product: ProductRow, now: string) => Promise<Changes | null>;

/**
 * One action on many products in one transaction, one audit row per product changed. Ids that are
 * unknown or deleted are skipped; `updated` counts the products changed.
 */
export async function bulkEditProducts(
  { db }: DbDeps,
  input: BulkInput,
  actor: AuditActor,
): Promise<{ updated: number }> {
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
  let status: string | undefined;
  if (input.action === 'set_status') {
    const value = input.value;
    if (typeof value !== 'string' || !(BULK_STATUSES as readonly string[]).includes(value))
      invalid('value must be active, draft or scheduled');
    status = value;
    if (status === 'scheduled' && !input.publish_at) {
      const text = 'Choose when the products go on sale';
      throw badRequest('VALIDATION_FAILED', text, { publish_at: text });
    }
  }
  const publishAt =
    status === 'scheduled' && input.publish_at
      ? new Date(input.publish_at).toISOString()
      : undefined;
  let compareAtCents: number | null = null;
  if (input.action === 'set_compare_at') {
    const value = input.value;
    if (value !== null) {
      const parsed = kesAmountSchema.refine((n) => n > 0 && n <= LIMITS.priceMax).safeParse(value);
      if (!parsed.success)
        invalid(`value must be an amount in KES up to ${LIMITS.priceMax}, or null to clear it`);
      compareAtCents = toCents(parsed.data);
    }
  }
  const slug = input.action === 'add_to_collection' ? input.value : undefined;
  if (input.action === 'add_to_collection' && (typeof slug !== 'string' || slug.trim() === ''))
    invalid('value must be a collection slug');
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  // Whole cents, at least 1 shilling, at most the price limit.
  const scaled = (cents: number) =>
    Math.min(LIMITS.priceMax * 100, Math.max(100, Math.round((cents * (100 + percent)) / 100)));
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let updated = 0;
    let collectionId = 0;
    if (typeof slug === 'string') {
      const [collection] = await findCollectionsBySlug(trx, [slug.trim()]);
      if (!collection) invalid(`No collection ${slug.trim()}`);
      collectionId = collection.id;
    }
    const products = (await lockProductsForEdit(trx, ids)).sort((a, b) => a.id - b.id);
    // A "was" price must stay above every chosen product's price: all or none.
    if (input.action === 'set_compare_at' && compareAtCents !== null) {
      const cheaper = products.find((p) => p.price_cents >= (compareAtCents ?? 0));
      if (cheaper)
        invalid(
          `The compare-at price must be greater than the price of every product chosen (product ${cheaper.id} costs ${fromCents(cheaper.price_cents)})`,
        );
    }
    const edits: Partial<Record<BulkInput['action'], ProductEdit>> = {
      set_status: async (t, product, at) => {
        if (status === undefined) return null;
        const nextPublishAt = publishAt ?? null;
        if (product.status === status && product.publish_at === nextPublishAt) return null;
        await setProductStatus(t, product.id, status, at, publishAt);
        return {
          ...(product.status === status ? {} : { status: [product.status, status] }),
          ...(product.publish_at === nextPublishAt
            ? {}
            : { publish_at: [product.publish_at, nextPublishAt] }),
        };
      },
      set_compare_at: async (t, product, at) => {
        if (product.compare_at_price_cents === compareAtCents) return null;
        await setProductCompareAt(t, product.id, compareAtCents, at);
        const was = (cents: number | null) => (cents === null ? null : fromCents(cents));
        return { compare_at_price: [was(product.compare_at_price_cents), was(compareAtCents)] };
      },
      add_to_collection: async (t, product, at) => {
        if (!(await addProductToCollection(t, product.id, collectionId))) return null;
        await bumpProductVersion(t, product.id, at);
        return { collections: [null, slug] };
      },
    };
    const edit = edits[input.action];
    if (edit) {
      for (const product of products) {
        const changes = await edit(trx, product, now);
        if (!changes) continue;
        updated += 1;
        await recordAudit(
          trx,
          actor,
          { action: 'product.update', entity: 'product', entityId: product.id, changes },
          now,
        );
      }
      return { updated };
    }
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
