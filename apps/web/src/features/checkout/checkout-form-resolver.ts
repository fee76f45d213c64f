import type { Resolver } from 'react-hook-form';
import type * as CheckoutFormSchema from './checkout-form-schema';
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-form-schema';

type SchemaModule = typeof CheckoutFormSchema;
let loading: Promise<SchemaModule> | null = null;

/** Starts loading the form's schema; the page calls it when the shopper first reaches the form. */
export function loadCheckoutSchema(): Promise<SchemaModule> {
  loading ??= import('./checkout-form-schema').catch((err: unknown) => {
    // Offline: the next check tries again.
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * The form's zod resolver, loaded on first use: zod and the shared schemas (about 40 KB gzip, a long task on
 * a slow phone) stay out of the page's first render. Unloadable (offline), the form refuses to submit.
 */
export const checkoutResolver: Resolver<CheckoutFormInput, unknown, CheckoutFormValues> = async (
  values,
  context,
  options,
) => {
  let schema: SchemaModule;
  try {
    schema = await loadCheckoutSchema();
  } catch {
    return {
      values: {},
      errors: { root: { type: 'network', message: 'Network response was not ok' } },
    };
  }
  return schema.checkoutFormResolver(values, context, options);
};
