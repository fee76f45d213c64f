import { z } from 'zod';
import { INT4_MAX, LIMITS } from './constants';
import { errorSchema } from './common.schemas';
import { categorySchema, productDetailSchema, productSchema } from './catalog.schemas';

/** Catalog operations (API.md, third edition): versions, the stock ledger, CSV and bulk edits. */

/** What staff read and write: the product with the version its next save must name. */
export const adminProductSchema = productDetailSchema.extend({
  version: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** 409 STALE_EDIT: the product as it is now, so the form can show what changed. */
export const staleEditSchema = errorSchema.extend({ current: adminProductSchema.optional() });
export type StaleEdit = z.infer<typeof staleEditSchema>;

export const adminProductListItemSchema = productSchema.extend({
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

const pageSchema = z.coerce.number().int().min(1).max(100_000).default(1);
const limitSchema = z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(50);

export const adminProductListQuerySchema = z.object({
  /** Only products stored with this status (a scheduled product stays scheduled after its time). */
  status: z.enum(['active', 'draft', 'scheduled']).optional(),
  category: categorySchema.optional(),
  q: z.string().trim().max(100).optional(),
  page: pageSchema,
  limit: limitSchema,
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const STOCK_REASONS = [
  'sale',
  'cancel',
  'return',
  'restock',
  'count',
  'damaged',
  'import',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const stockReasonSchema = z.enum(STOCK_REASONS, 'Unknown stock reason');

/** Reasons staff may give by hand; sales, cancels, returns and imports come from their own flows. */
export const ADJUSTMENT_REASONS = ['restock', 'count', 'damaged'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  sale: 'Sale',
  cancel: 'Order cancelled',
  return: 'Return',
  restock: 'Restock',
  count: 'Stock count',
  damaged: 'Damaged',
  import: 'Import',
};

const bodyId = z.number().int().positive().max(INT4_MAX);
const units = z.number('Enter a whole number').int('Enter a whole number');

export const stockAdjustmentLineSchema = z
  .object({
    product_id: bodyId,
    variant_id: bodyId.nullish(),
    /** Units added (restock) or taken (damaged, as a negative number). */
    delta: units.min(-LIMITS.inventoryMax).max(LIMITS.inventoryMax).optional(),
    /** The stock counted (a count). */
    set: units.min(0, 'Stock cannot be negative').max(LIMITS.inventoryMax).optional(),
    reason: z.enum(ADJUSTMENT_REASONS, 'Reason must be restock, count or damaged'),
  })
  .refine((l) => (l.delta === undefined) !== (l.set === undefined), {
    message: 'Give either delta or set',
    path: ['delta'],
  })
  .refine((l) => l.delta !== 0, { message: 'A change of 0 changes nothing', path: ['delta'] });

export const stockAdjustmentInputSchema = z.object({
  lines: z.array(stockAdjustmentLineSchema).min(1, 'Add at least one line').max(500),
  note: z.string().trim().max(500).optional(),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentInputSchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: stockReasonSchema,
  order_id: z.number().int().nullable(),
  return_id: z.number().int().nullable(),
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }).nullable(),
  note: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockAdjustmentResultSchema = z.object({
  movements: z.array(stockMovementSchema),
});

export const stockMovementsQuerySchema = z
  .object({
    product_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    variant_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
    reason: stockReasonSchema.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: pageSchema,
    limit: limitSchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must not be after to',
    path: ['from'],
  });
export type StockMovementsQuery = z.infer<typeof stockMovementsQuerySchema>;

/** The columns of the product CSV, in order (API.md). */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'name',
  'description',
  'category',
  'collections',
  'status',
  'price',
  'compare_at_price',
  'sku',
  'size',
  'colour',
  'variant_price',
  'inventory',
  'image_urls',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** At most 5 MB of CSV per import. */
export const IMPORT_BYTES_MAX = 5 * 1024 * 1024;

export const importQuerySchema = z.object({
  dry_run: z.enum(['true', 'false'], 'dry_run must be true or false').default('true'),
});

export const importErrorSchema = z.object({
  /** The CSV line's row number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const BULK_ACTIONS = [
  'set_status',
  'set_price_percent',
  'set_compare_at',
  'add_to_collection',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkInputSchema = z.object({
  ids: z.array(bodyId).min(1, 'Choose at least one product').max(10_000),
  action: z.enum(BULK_ACTIONS, `Action must be one of ${BULK_ACTIONS.join(', ')}`),
  /** set_price_percent: -90..1000 (10 = 10% dearer); the others take their own value. */
  value: z.union([z.number(), z.string(), z.null()]).optional(),
  /** set_status `scheduled`: when the products go on sale (ISO instant). */
  publish_at: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional(),
});
export type BulkInput = z.infer<typeof bulkInputSchema>;

export const bulkResultSchema = z.object({ updated: z.number().int() });
