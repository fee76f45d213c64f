import { promoInputSchema, type Promo } from '@mavazi/shared/promotions.schemas';
import { z } from 'zod';
import { formatDay } from '../../../../lib/format-date';

const shape = promoInputSchema.shape;

/** A limit typed as text: empty means unlimited, which the API spells null. */
function limitField(label: string) {
  return z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || Number.isInteger(v), `${label} must be a positive whole number`);
}

/** The promo form keeps raw input text; each field is turned into the API value and checked by promoInputSchema. */
export const promoFormSchema = z
  .object({
    code: z.string().trim().min(1, 'Code is required').pipe(shape.code),
    discount_percentage: z
      .string()
      .trim()
      .min(1, 'Discount percentage is required')
      .transform(Number)
      .pipe(shape.discount_percentage),
    start_date: z.string().min(1, 'Start date is required').pipe(shape.start_date),
    end_date: z.string().min(1, 'End date is required').pipe(shape.end_date),
    usage_limit: limitField('Usage limit').pipe(shape.usage_limit.unwrap()),
    per_customer_limit: limitField('Limit per customer').pipe(shape.per_customer_limit.unwrap()),
    is_active: z.enum(['true', 'false']).transform((v) => v === 'true'),
  })
  // The whole promo (end after start included) must pass the API's own schema.
  .superRefine((value, ctx) => {
    const result = promoInputSchema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

export type PromoFormValues = z.input<typeof promoFormSchema>;

export const DEFAULT_DISCOUNT_PERCENTAGE = 10;

export const emptyPromoForm: PromoFormValues = {
  code: '',
  discount_percentage: String(DEFAULT_DISCOUNT_PERCENTAGE),
  start_date: '',
  end_date: '',
  usage_limit: '',
  per_customer_limit: '',
  is_active: 'true',
};

export function promoToFormValues(promo: Promo): PromoFormValues {
  return {
    code: promo.code,
    discount_percentage: String(promo.discount_percentage),
    start_date: formatDay(promo.start_date),
    end_date: formatDay(promo.end_date),
    usage_limit: promo.usage_limit === null ? '' : String(promo.usage_limit),
    per_customer_limit: promo.per_customer_limit === null ? '' : String(promo.per_customer_limit),
    is_active: promo.is_active ? 'true' : 'false',
  };
}
