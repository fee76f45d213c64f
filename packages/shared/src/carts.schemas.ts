import { z } from 'zod';
import { LIMITS } from './constants';

const QUANTITY_TEXT = `Quantity must be a whole number from 1 to ${LIMITS.quantityMax}`;

export const savedCartLineSchema = z.object({
  product_id: z.number().int().positive(),
  variant_id: z.number().int().positive().nullish(),
  quantity: z
    .number()
    .int(QUANTITY_TEXT)
    .min(1, QUANTITY_TEXT)
    .max(LIMITS.quantityMax, QUANTITY_TEXT),
});

/** `PUT /cart`: the whole cart, replacing the saved one (the web sends the union at sign-in). */
export const putCartBodySchema = z.object({
  items: z
    .array(savedCartLineSchema)
    .max(LIMITS.cartLinesMax, `At most ${LIMITS.cartLinesMax} different products per cart`),
});
export type PutCartBody = z.infer<typeof putCartBodySchema>;

/** available: as asked; reduced: fewer than asked (stock or the per-line cap); gone: not for sale. */
export const CART_LINE_STATES = ['available', 'reduced', 'gone'] as const;

export const cartLineSchema = z.object({
  product_id: z.number().int(),
  variant_id: z.number().int().nullable(),
  /** What the cart holds now (0 for a gone line). */
  quantity: z.number().int(),
  state: z.enum(CART_LINE_STATES),
  /** Null for a gone line. */
  name: z.string().nullable(),
  price: z.number().nullable(),
  image_url: z.string().nullable(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const savedCartSchema = z.object({
  items: z.array(cartLineSchema),
  /** When the lines last changed; null for a cart never saved. */
  updated_at: z.string().nullable(),
});
export type SavedCart = z.infer<typeof savedCartSchema>;
