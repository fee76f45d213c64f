import { z } from 'zod';
import { LIMITS } from './constants';

export const REPORT_GROUPINGS = ['day', 'product', 'category', 'county', 'payment_method'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The longest range one report covers. */
export const REPORT_MAX_DAYS = 366;

const kenyanDay = z.iso.date('Use a Kenyan day like 2026-11-26');

/** Whether a range of two valid days spans at most REPORT_MAX_DAYS (invalid days are refused elsewhere). */
function withinMaxDays(r: { from: string; to: string }): boolean {
  const days = (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000;
  return !(days >= REPORT_MAX_DAYS);
}

export const salesReportQuerySchema = z
  .object({
    from: kenyanDay,
    to: kenyanDay,
    group_by: z.enum(REPORT_GROUPINGS).default('day'),
  })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['from'] })
  .refine(withinMaxDays, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/**
 * One row of the sales report, money in KES: gross (goods at their prices) − discounts + delivery
 * fees − refunds = net; vat is the VAT within net. Orders are those paid in the range.
 */
export const salesReportRowSchema = z.object({
  key: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  delivery_fees: z.number(),
  refunds: z.number(),
  net: z.number(),
  vat: z.number(),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

export const productReportQuerySchema = z
  .object({
    from: kenyanDay,
    to: kenyanDay,
    limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(10),
  })
  .refine((r) => r.from <= r.to, { message: 'from must not be after to', path: ['from'] })
  .refine(withinMaxDays, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    path: ['to'],
  });

/** A product's sales in the range (paid orders); `inventory` is its stock now. */
export const productSalesSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  units: z.number().int(),
  net: z.number(),
  inventory: z.number().int(),
});
export type ProductSales = z.infer<typeof productSalesSchema>;

export const lowStockQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(50),
});

export const lowStockReportSchema = z.object({
  /** LOW_STOCK_THRESHOLD: stock at or below it is low. */
  threshold: z.number().int(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      product_name: z.string(),
      variant_id: z.number().int().nullable(),
      size: z.string().nullable(),
      colour: z.string().nullable(),
      sku: z.string().nullable(),
      inventory: z.number().int(),
    }),
  ),
});
export type LowStockReport = z.infer<typeof lowStockReportSchema>;
