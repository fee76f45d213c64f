import { z } from 'zod';
import { INT4_MAX, LIMITS } from './constants';
import { kesAmountSchema } from './common.schemas';
import { kenyanPhoneSchema } from './kenya.schemas';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  REFUND_METHODS,
  REFUND_STATUSES,
  RETURN_NOTE_MAX,
  REFUND_REASON_MAX,
} from './returns';

/** Returns, exchanges and refunds (API.md, third edition, "Returns, exchanges, refunds"). */

export const returnStatusSchema = z.enum(
  RETURN_STATUSES,
  'Status must be one of Requested, Approved, Rejected, Received, Refunded, Exchanged',
);
export const refundStatusSchema = z.enum(
  REFUND_STATUSES,
  'Status must be Pending, Completed or Failed',
);

const bodyId = z.number().int().positive().max(INT4_MAX);
const note = z
  .string()
  .trim()
  .max(RETURN_NOTE_MAX, `Keep the note under ${RETURN_NOTE_MAX} characters`);

// ---------------------------------------------------------------- requests

/** One line of POST /orders/{id}/returns. */
export const returnLineInputSchema = z.object({
  order_item_id: bodyId,
  quantity: z
    .number('Enter a whole number')
    .int('Enter a whole number')
    .min(1, 'Return at least 1')
    .max(LIMITS.quantityMax),
  reason: z.enum(RETURN_REASONS, 'Choose a reason'),
  /** For an exchange: the size/colour wanted instead (a variant of the same product). */
  exchange_variant_id: bodyId.nullish(),
});
export type ReturnLineInput = z.infer<typeof returnLineInputSchema>;

/**
 * POST /orders/{id}/returns (owner) and POST /admin/orders/{id}/returns (staff opening one for a
 * shopper who called). An optional Idempotency-Key header makes a repeated submit answer the same return.
 */
export const returnCreateBodySchema = z
  .object({
    lines: z
      .array(returnLineInputSchema)
      .min(1, 'Choose at least one item to return')
      .max(LIMITS.cartLinesMax),
    note: note.optional(),
  })
  .refine((b) => new Set(b.lines.map((l) => l.order_item_id)).size === b.lines.length, {
    message: 'Each item may appear only once',
    path: ['lines'],
  });
export type ReturnCreateBody = z.infer<typeof returnCreateBodySchema>;

/** PATCH /admin/returns/{id}. `restock` (default true) only matters when moving to Received. */
export const adminReturnUpdateSchema = z.object({
  status: returnStatusSchema.refine(
    (s) => s !== 'Requested',
    'A return cannot go back to Requested',
  ),
  note: note.optional(),
  restock: z.boolean().optional(),
});
export type AdminReturnUpdate = z.infer<typeof adminReturnUpdateSchema>;

/** GET /admin/returns. */
export const adminReturnQuerySchema = z.object({
  status: returnStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.adminPageSize),
});
export type AdminReturnQuery = z.infer<typeof adminReturnQuerySchema>;

/**
 * POST /admin/orders/{id}/refunds. Amount in KES. M-Pesa refunds go to `phone` when given, else to
 * the number the order was paid from (else the shopper's phone). Idempotency-Key header supported.
 */
export const refundCreateBodySchema = z.object({
  amount: kesAmountSchema
    .refine((n) => n > 0, 'Enter an amount above 0')
    .refine((n) => n <= LIMITS.priceMax, 'Amount is too large'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason')
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters`),
  method: z.enum(REFUND_METHODS, 'Method must be mpesa or manual'),
  return_id: bodyId.nullish(),
  phone: kenyanPhoneSchema.optional(),
});
export type RefundCreateBody = z.infer<typeof refundCreateBodySchema>;

/** GET /admin/refunds: the follow-up list (stale=true: Pending M-Pesa refunds older than REFUND_STALE_MINUTES). */
export const adminRefundQuerySchema = z.object({
  status: refundStatusSchema.optional(),
  stale: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.adminPageSize),
});
export type AdminRefundQuery = z.infer<typeof adminRefundQuerySchema>;

// ---------------------------------------------------------------- responses

export const returnLineSchema = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  /** What was bought. */
  variant_id: z.number().int().nullable(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  quantity: z.number().int(),
  /** KES per unit as paid. */
  unit_price: z.number(),
  reason: z.enum(RETURN_REASONS),
  exchange_variant_id: z.number().int().nullable(),
  exchange_size: z.string().nullable(),
  exchange_colour: z.string().nullable(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const returnHistoryEntrySchema = z.object({
  /** The return's status after the step. */
  status: returnStatusSchema,
  note: z.string().nullable(),
  changed_at: z.string(),
  /** The staff member's user id; null when the shopper did it. */
  changed_by: z.number().int().nullable(),
});
export type ReturnHistoryEntry = z.infer<typeof returnHistoryEntrySchema>;

export const returnSchema = z.object({
  id: z.number().int(),
  /** RET-000001. */
  number: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: returnStatusSchema,
  lines: z.array(returnLineSchema),
  /** KES: what the returned lines were paid (the most a refund for this return should be). */
  refund_amount: z.number(),
  /** KES already refunded for this return (Completed refunds naming it). */
  refunded_amount: z.number(),
  /** The exchange order once the return is Exchanged. */
  exchange_order_id: z.number().int().nullable(),
  exchange_order_number: z.string().nullable(),
  /** True when units went back to stock on receipt. */
  restocked: z.boolean(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(returnHistoryEntrySchema),
});
export type Return = z.infer<typeof returnSchema>;

export const returnListSchema = z.array(returnSchema);

export const refundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  return_id: z.number().int().nullable(),
  /** KES. */
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  status: refundStatusSchema,
  reason: z.string(),
  /** The B2C TransactionID once M-Pesa paid it. */
  mpesa_receipt: z.string().nullable(),
  /** The number an M-Pesa refund goes to, masked (2547****678). */
  phone: z.string().nullable(),
  /** Daraja's ResultDesc (or the time-out) when it said one. */
  result_desc: z.string().nullable(),
  /** CN-2026-000001 once Completed: /admin/refunds/{id}/credit-note. */
  credit_note_number: z.string().nullable(),
  /** A Pending M-Pesa refund without a result for REFUND_STALE_MINUTES: staff check it in the M-Pesa portal. */
  stale: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = z.array(refundSchema);

/** PATCH /admin/refunds/{id}: staff settle a stale M-Pesa refund after checking the portal. */
export const adminRefundSettleSchema = z.object({
  status: z.enum(['Completed', 'Failed'], 'Status must be Completed or Failed'),
  mpesa_receipt: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6,20}$/, 'Enter the M-Pesa receipt, e.g. SIM4K7Q2ZT')
    .optional(),
  note: note.optional(),
});
export type AdminRefundSettle = z.infer<typeof adminRefundSettleSchema>;
