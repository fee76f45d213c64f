import { z } from 'zod';
import { INT4_MAX, LIMITS } from './constants';

export const errorSchema = z.object({
  error: z.string(),
  /** A stable machine code from error-codes.ts; clients switch on it, never on the text. */
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Positive integer id in a path; 'abc', '-1', '1.5' and '1e30' are refused. */
export const idSchema = z.coerce.number().int().positive().max(INT4_MAX);
export const idParamsSchema = z.object({ id: idSchema });

/** KES amount: a number with at most 2 decimals. */
export const kesAmountSchema = z
  .number()
  .finite()
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most 2 decimals');

/** An absolute http(s) URL or a path served by the shop itself (/images/...). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (s) => /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/.test(s) || /^https?:\/\/[^\s]+$/i.test(s),
    'Enter a valid image URL',
  );

/** Date (2026-11-21) or date-time (2026-11-21T10:00:00Z). */
export const dateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** A page of a list that is never returned whole: limit defaults to `defaultLimit`. */
export function pageQuerySchema(defaultLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
}
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;
