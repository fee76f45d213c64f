import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';

/** The shop's contact details, from the server's configuration (SHOP_* settings). */
export const shopInfoSchema = z.object({
  name: z.string(),
  /** Digits with the country code, e.g. 254712345678: the WhatsApp number too. */
  phone: z.string(),
  /** The same number as people write it: +254 712 345 678. */
  phone_display: z.string(),
  whatsapp_url: z.string(),
  email: z.string(),
  address: z.string(),
  hours: z.string(),
  /** The M-Pesa Paybill (business number) for paying by hand when no prompt arrives; account = order number. */
  mpesa_paybill: z.string(),
  /** What checkout offers (PAYMENT_METHODS), in the shop's order. */
  payment_methods: z.array(z.enum(PAYMENT_METHODS)),
  /** Days after delivery in which a return may be asked for (RETURN_WINDOW_DAYS). */
  return_window_days: z.number().int(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** 254712345678 → '+254 712 345 678'. */
export function displayPhone(digits: string): string {
  const match = /^254(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : digits;
}
