import { z } from 'zod';
import { dateOrDateTimeSchema } from './common.schemas';
import { INT4_MAX } from './constants';
import { endOfKenyaDay, startOfKenyaDay } from './dates';

export const promoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percentage: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  times_used: z.number().int(),
  is_active: z.boolean(),
});
export type Promo = z.infer<typeof promoSchema>;

export const promoCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Code must be 3-32 letters, digits, - or _');

export const promoCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

/** Admin promo form and API body. */
export const promoInputSchema = z
  .object({
    code: promoCodeSchema,
    discount_percentage: z
      .number()
      .gt(0, 'Discount must be greater than 0')
      .lte(100, 'Discount must be at most 100'),
    start_date: dateOrDateTimeSchema,
    end_date: dateOrDateTimeSchema,
    usage_limit: z
      .number()
      .int()
      .positive('Usage limit must be a positive whole number')
      .max(INT4_MAX)
      .nullable()
      .optional(),
    per_customer_limit: z
      .number()
      .int()
      .positive('Limit per customer must be a positive whole number')
      .max(INT4_MAX)
      .nullable()
      .optional(),
    is_active: z.boolean().optional(),
  })
  // Dates are Kenyan days, so a promo may start and end on the same day.
  .refine((p) => endOfKenyaDay(p.end_date) >= startOfKenyaDay(p.start_date), {
    message: 'End date must not be before start date',
    path: ['end_date'],
  });
export type PromoInput = z.infer<typeof promoInputSchema>;
