import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@mavazi/shared/constants';
import { fromCents, totalCents } from '@mavazi/shared/money';
import { shippingSchema, type CheckoutBody } from '@mavazi/shared/orders.schemas';
import { Button } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { SelectField, TextField } from '../../../components/form-field';
import { PageHeading } from '../../../components/page-heading';
import { PriceText } from '../../../components/price-text';
import { errorMessage } from '../../../lib/api-client';
import { cartSubtotalCents, clearCart, useCart } from '../../../lib/cart-store';
import { bindFields, showServerFieldErrors } from '../../../lib/forms';
import { getHeldShipping, setHeldShipping } from '../../../lib/shipping-store';
import { paymentMethodLabel } from '../../../lib/payment-methods';
import { randomUuid } from '../../../lib/uuid';
import { useCheckout } from '../api/create-checkout';
import { CartChangesNotice } from '../components/cart-changes-notice';
import { OrderSummary } from '../components/order-summary';
import { PromoCodeForm, type AppliedPromo } from '../components/promo-code-form';
import { isRecoverable, refreshCheckout } from '../recover-checkout';

/** Shipping fields plus a payment method that starts empty and must be chosen. */
const checkoutFormSchema = shippingSchema.extend({
  payment_method: z.string().pipe(z.enum(PAYMENT_METHODS, 'Please choose a payment method')),
});
type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** The body's names of the form's fields, for the server's field problems. */
const SHIPPING_FIELDS = {
  shipping_address: 'address',
  'shipping.address': 'address',
  'shipping.city': 'city',
  'shipping.state': 'state',
  'shipping.zip': 'zip',
} as const;

/** A returning shopper's held shipping address fills the form. */
function initialValues() {
  const held = getHeldShipping();
  return {
    address: held?.address ?? '',
    city: held?.city ?? '',
    state: held?.state ?? '',
    zip: held?.zip ?? '',
    payment_method: '',
  };
}

export function CheckoutPage() {
  const items = useCart();
  const navigate = useNavigate();
  const checkout = useCheckout();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  // What the refresh after a refused order changed; cleared when the shopper tries again.
  const [changes, setChanges] = useState<string[] | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // The idempotency key lives as long as the same request is being retried.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: initialValues(),
  });
  const { handleSubmit } = form;
  const field = bindFields(form);

  const subtotal = cartSubtotalCents(items);
  const discount = promo?.discountPercentage ?? 0;
  const total = totalCents(subtotal, discount);

  /** Prices, stock or the promo moved on the server: catch up, so one more click places the order. */
  const refreshAfter = async (refusal: unknown) => {
    setRefreshing(true);
    try {
      const refreshed = await refreshCheckout(promo, refusal);
      setPromo(refreshed.promo);
      setChanges(refreshed.lines);
    } finally {
      setRefreshing(false);
    }
  };

  const placeOrder = async ({ address, city, state, zip, payment_method }: CheckoutFormValues) => {
    if (checkout.isPending || refreshing || items.length === 0) return;
    setChanges(null);
    const shipping = { address, city, state, zip };
    const body: CheckoutBody = {
      items: items.map((item) => ({
        product_id: item.id,
        ...(item.variantId ? { variant_id: item.variantId } : {}),
        quantity: item.quantity,
        price: item.price,
      })),
      total_amount: fromCents(total),
      shipping_address: address,
      shipping,
      payment_method,
      promotion_code: promo?.code,
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: randomUuid(), fingerprint };
    try {
      const result = await checkout.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setHeldShipping(shipping);
      toast.success(result.message);
      navigate('/order-confirmation', { state: { message: result.message, order: result.order } });
      clearCart();
    } catch (err) {
      showServerFieldErrors(err, form, SHIPPING_FIELDS);
      toast.error(`Checkout failed: ${errorMessage(err)}`);
      if (isRecoverable(err)) await refreshAfter(err);
    }
  };

  const notice = changes ? <CartChangesNotice lines={changes} /> : null;

  if (items.length === 0) {
    return (
      <div className="space-y-6">
        <PageHeading title="Checkout" />
        {notice}
        <ShopEmptyState title="Your cart is empty" linkText="Continue shopping" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeading title="Checkout" />
      {notice}
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <aside
          aria-label="Order summary"
          className="h-fit space-y-6 rounded-2xl bg-white p-6 ring-1 ring-stone-200 lg:order-last"
        >
          <OrderSummary
            items={items}
            subtotalCents={subtotal}
            discountPercentage={discount}
            totalCents={total}
          />
          <PromoCodeForm applied={promo} onChange={setPromo} />
        </aside>
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(placeOrder)(event)}
          aria-label="Checkout"
          className="space-y-6 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
        >
          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-stone-900">Shipping details</legend>
            <TextField label="Address" autoComplete="street-address" {...field('address')} />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label="City" autoComplete="address-level2" {...field('city')} />
              <TextField label="State" autoComplete="address-level1" {...field('state')} />
              <TextField label="Zip" autoComplete="postal-code" {...field('zip')} />
            </div>
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-stone-900">Payment</legend>
            <SelectField label="Payment method" {...field('payment_method')}>
              <option value="">Select a payment method</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentMethodLabel(method)}
                </option>
              ))}
            </SelectField>
          </fieldset>
          <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-bold">
              Total: <PriceText amount={fromCents(total)} />
            </p>
            <Button type="submit" size="lg" busy={checkout.isPending || refreshing}>
              Proceed to Checkout
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
