import { z } from 'zod';
import { userSchema } from './auth.schemas';

const rows = z.array(z.record(z.string(), z.unknown()));

/** `GET /me/export`: everything the shop holds about the caller (Kenya Data Protection Act 2019). */
export const customerExportSchema = z.object({
  exported_at: z.string(),
  profile: userSchema,
  /** Addresses live on the orders they were typed for (the shop keeps no address book). */
  addresses: rows,
  orders: rows,
  payments: rows,
  returns: rows,
  /** Refunds of those orders: amount, method, M-Pesa phone, receipt, result. */
  refunds: rows,
  reviews: rows,
  tickets: rows,
  mails: rows,
  texts: rows,
  wishlist: rows,
  saved_cart: rows,
  /** "Tell me when it is back" alerts asked by the account or its address. */
  stock_alerts: rows,
  /** The newsletter subscription of the account's address, with its consent time. */
  newsletter: rows,
});
export type CustomerExport = z.infer<typeof customerExportSchema>;

export const deleteMeBodySchema = z.object({
  password: z.string().min(1, 'Enter your password').max(200, 'Password is incorrect'),
});
export type DeleteMeBody = z.infer<typeof deleteMeBodySchema>;
