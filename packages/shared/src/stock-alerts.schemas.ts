import { z } from 'zod';
import { emailSchema } from './auth.schemas';
import { INT4_MAX } from './constants';
import { languageSchema } from './notify';

const idSchema = z.number().int().positive().max(INT4_MAX);

/**
 * "Notify me" for a sold-out size. Signed in: the account's address and language are used and
 * `email`/`language` are ignored. A guest gives the address, and the language the shop is shown in.
 */
export const stockAlertInputSchema = z.object({
  product_id: idSchema,
  variant_id: idSchema,
  email: emailSchema.optional(),
  language: languageSchema.optional(),
});
export type StockAlertInput = z.infer<typeof stockAlertInputSchema>;

export const stockAlertAcceptedSchema = z.object({ message: z.string() });

export const STOCK_ALERT_ACCEPTED = 'We will email you once when this size is back in stock.';
