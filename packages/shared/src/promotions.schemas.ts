import { z } from 'zod';
import { dateOrDateTimeSchema } from './common.schemas';

export const promoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percentage: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  usage_limit: z.number().int().nullable(),
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
      .nullable()
      .optional(),
    is_active: z.boolean().optional(),
  })
  .refine((p) => new Date(p.end_date).getTime() > new Date(p.start_date).getTime(), {
    message: 'End date must be after start date',
    path: ['end_date'],
  });
export type PromoInput = z.infer<typeof promoInputSchema>;

/** Whether a promo can be redeemed at a given moment (the web app checks before showing a discount). */
export function isPromoRedeemable(promo: Promo, now: Date = new Date()): boolean {
  const t = now.getTime();
  return (
    promo.is_active &&
    new Date(promo.start_date).getTime() <= t &&
    t <= endOfDay(promo.end_date) &&
    (promo.usage_limit === null || promo.times_used < promo.usage_limit)
  );
}

/** A bare date as end_date means "through the end of that day" (UTC). */
export function endOfDay(dateOrDateTime: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(dateOrDateTime)
    ? new Date(`${dateOrDateTime}T23:59:59.999Z`).getTime()
    : new Date(dateOrDateTime).getTime();
}
