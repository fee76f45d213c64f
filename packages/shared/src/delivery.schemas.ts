import { z } from 'zod';
import { kesAmountSchema } from './common.schemas';
import { DELIVERY_KINDS, INT4_MAX, LIMITS } from './constants';
import { formatKsh } from './money';
import { KENYA_COUNTIES } from './kenya';
import { countySchema, kenyanPhoneSchema } from './kenya.schemas';

export const deliveryKindSchema = z.enum(DELIVERY_KINDS, 'Kind must be door or pickup');

/** A delivery option as shoppers see it (`GET /delivery/options`); `counties: []` = every county. */
export const deliveryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: deliveryKindSchema,
  counties: z.array(countySchema),
  fee: z.number(),
  free_over: z.number().nullable(),
  eta_min_days: z.number().int(),
  eta_max_days: z.number().int(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

export const adminDeliveryOptionSchema = deliveryOptionSchema.extend({ is_active: z.boolean() });
export type AdminDeliveryOption = z.infer<typeof adminDeliveryOptionSchema>;

const days = (label: string) =>
  z
    .number(`${label} is required`)
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} must be 0 or more days`)
    .max(LIMITS.deliveryDaysMax, `${label} must be at most ${LIMITS.deliveryDaysMax} days`);

/** Each county once, in the official order, whatever order and repeats the admin sent. */
const countyListSchema = z
  .array(countySchema)
  .max(100, 'Too many counties')
  .transform((list) => KENYA_COUNTIES.filter((county) => list.includes(county)));

/** The admin form and the body of `POST/PUT /admin/delivery-options`. */
export const deliveryOptionInputSchema = z
  .object({
    name: z
      .string('Name is required')
      .trim()
      .min(1, 'Name is required')
      .max(
        LIMITS.deliveryOptionNameMax,
        `Name must be at most ${LIMITS.deliveryOptionNameMax} characters`,
      ),
    kind: deliveryKindSchema,
    counties: countyListSchema,
    fee: kesAmountSchema
      .min(0, 'Fee must be 0 or more')
      .max(LIMITS.deliveryFeeMax, `Fee must be at most ${formatKsh(LIMITS.deliveryFeeMax)}`),
    free_over: kesAmountSchema
      .gt(0, 'Free from must be more than 0 (leave it empty when the fee always applies)')
      .max(LIMITS.priceMax, `Free from must be at most ${formatKsh(LIMITS.priceMax)}`)
      .nullable()
      .optional(),
    eta_min_days: days('Fastest delivery'),
    eta_max_days: days('Slowest delivery'),
    is_active: z.boolean().optional(),
  })
  .refine((o) => o.eta_min_days <= o.eta_max_days, {
    message: 'Slowest delivery must not be fewer days than fastest delivery',
    path: ['eta_max_days'],
  });
export type DeliveryOptionInput = z.input<typeof deliveryOptionInputSchema>;
export type DeliveryOptionValues = z.output<typeof deliveryOptionInputSchema>;

/** Where a door delivery goes (or who collects a pick-up): the checkout page's address fields. */
export const deliveryAddressSchema = z.object({
  county: countySchema,
  town: z
    .string()
    .trim()
    .min(1, 'Town or area is required')
    .max(LIMITS.townMax, `Town or area must be at most ${LIMITS.townMax} characters`),
  street: z
    .string()
    .trim()
    .min(1, 'Street or building is required')
    .max(LIMITS.streetMax, `Street or building must be at most ${LIMITS.streetMax} characters`),
  phone: kenyanPhoneSchema,
  notes: z
    .string()
    .trim()
    .max(
      LIMITS.deliveryNotesMax,
      `Directions must be at most ${LIMITS.deliveryNotesMax} characters`,
    )
    .optional(),
});

/** `POST /checkout`'s `delivery`. */
export const checkoutDeliverySchema = deliveryAddressSchema.extend({
  option_id: z.number('Choose a delivery option').int().positive().max(INT4_MAX),
});
export type CheckoutDelivery = z.output<typeof checkoutDeliverySchema>;

/** The copy of the delivery an order keeps, so later changes to the option do not rewrite it. */
export const orderDeliverySchema = z.object({
  option_id: z.number().int(),
  option_name: z.string(),
  kind: deliveryKindSchema,
  county: z.string(),
  town: z.string(),
  street: z.string(),
  /** Normalised, 2547XXXXXXXX. */
  phone: z.string(),
  notes: z.string().nullable(),
  fee: z.number(),
  eta_min_days: z.number().int(),
  eta_max_days: z.number().int(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
