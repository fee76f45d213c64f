import {
  deliveryKindSchema,
  deliveryOptionInputSchema,
  type AdminDeliveryOption,
} from '@mavazi/shared/delivery.schemas';
import { z } from 'zod';

/** An empty number box is "not given"; the API schema then names the field. */
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The form keeps raw input text and an "every county" tick; the whole option is then checked by the
 * API's own schema, so the form shows the same problems, on the same fields, as the server would.
 */
export const deliveryOptionFormSchema = z
  .object({
    name: z.string(),
    kind: deliveryKindSchema,
    every_county: z.boolean(),
    counties: z.array(z.string()),
    fee: z.string(),
    // Empty means the fee always applies, which the API spells null.
    free_over: z.string(),
    eta_min_days: z.string(),
    eta_max_days: z.string(),
    is_active: z.boolean(),
  })
  // One pass over everything, so every problem of the form shows at once.
  .transform((form, ctx) => {
    const feeGiven = form.fee.trim() !== '';
    if (!feeGiven)
      ctx.addIssue({ code: 'custom', message: 'Fee is required (0 for free)', path: ['fee'] });
    if (!form.every_county && form.counties.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'Choose the counties this option serves, or every county',
        path: ['counties'],
      });
    }
    const result = deliveryOptionInputSchema.safeParse({
      name: form.name,
      kind: form.kind,
      counties: form.every_county ? [] : form.counties,
      fee: feeGiven ? Number(form.fee) : 0,
      free_over: form.free_over.trim() === '' ? null : Number(form.free_over),
      eta_min_days: numberOrUndefined(form.eta_min_days),
      eta_max_days: numberOrUndefined(form.eta_max_days),
      is_active: form.is_active,
    });
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.slice(0, 1) });
    }
    return result.data ?? z.NEVER;
  });

export type DeliveryOptionFormValues = z.input<typeof deliveryOptionFormSchema>;

export const emptyDeliveryOptionForm: DeliveryOptionFormValues = {
  name: '',
  kind: 'door',
  every_county: false,
  counties: [],
  fee: '',
  free_over: '',
  eta_min_days: '1',
  eta_max_days: '2',
  is_active: true,
};

export function deliveryOptionToFormValues(option: AdminDeliveryOption): DeliveryOptionFormValues {
  return {
    name: option.name,
    kind: option.kind,
    every_county: option.counties.length === 0,
    counties: option.counties,
    fee: String(option.fee),
    free_over: option.free_over === null ? '' : String(option.free_over),
    eta_min_days: String(option.eta_min_days),
    eta_max_days: String(option.eta_max_days),
    is_active: option.is_active,
  };
}
