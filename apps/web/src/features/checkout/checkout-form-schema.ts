import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@mavazi/shared/constants';
import { checkoutDeliverySchema } from '@mavazi/shared/delivery.schemas';
import { kenyanPhoneSchema } from '@mavazi/shared/kenya.schemas';
import { guestContactSchema } from '@mavazi/shared/orders.schemas';
import type { PaymentFieldValues } from './components/payment-fields';

/** The checkout form's payment fields: a method that starts empty, and the M-Pesa number. */
const paymentFieldsShape = {
  payment_method: z.string().pipe(z.enum(PAYMENT_METHODS, 'Please choose a payment method')),
  mpesa_phone: z.string(),
};

/** M-Pesa needs a Kenyan mobile number; the other methods leave the field alone. */
function requireMpesaPhone(values: PaymentFieldValues, ctx: z.RefinementCtx): void {
  if (values.payment_method !== 'mpesa') return;
  const parsed = kenyanPhoneSchema.safeParse(values.mpesa_phone);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['mpesa_phone'],
      message: parsed.error.issues[0]?.message ?? 'Invalid phone number',
    });
  }
}

/**
 * The delivery address and option (the API's `delivery`), plus the method and the M-Pesa number; a guest's
 * contact is checked only when the form has one (signed-in shoppers never get the fields).
 */
const checkoutFormSchema = checkoutDeliverySchema
  .extend(paymentFieldsShape)
  .extend({ guest: guestContactSchema.optional() })
  .superRefine(requireMpesaPhone);
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** Loaded when the shopper reaches the form (lazyResolver): checkout's first render loads no zod. */
export const checkoutFormResolver = zodResolver(checkoutFormSchema);
