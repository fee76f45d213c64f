import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@mavazi/shared/constants';
import { fromCents, totalCents } from '@mavazi/shared/money';
import { shippingSchema, type CheckoutBody } from '@mavazi/shared/orders.schemas';
import { Button } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { SelectField, TextField } from '../../../components/form-field';
import { PriceText } from '../../../components/price-text';
import { errorMessage } from '../../../lib/api-client';
import { cartSubtotalCents, clearCart, useCart } from '../../../lib/cart-store';
import { getHeldShipping, setHeldShipping } from '../../../lib/shipping-store';
import { randomUuid } from '../../../lib/uuid';
import { useCheckout } from '../api/create-checkout';
import { OrderSummary } from '../components/order-summary';
import { PromoCodeForm, type AppliedPromo } from '../components/promo-code-form';

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  credit_card: 'Credit card',
  paypal: 'PayPal',
};

/** Shipping fields plus a payment method that starts empty and must be chosen. */
const checkoutFormSchema = shippingSchema.extend({
  payment_method: z.string().pipe(z.enum(PAYMENT_METHODS, 'Please choose a payment method')),
});
type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

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
  // The idempotency key lives as long as the same request is being retried.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: initialValues(),
  });

  const subtotal = cartSubtotalCents(items);
  const discount = promo?.discountPercentage ?? 0;
  const total = totalCents(subtotal, discount);

  const placeOrder = async ({ address, city, state, zip, payment_method }: CheckoutFormValues) => {
    if (checkout.isPending || items.length === 0) return;
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
      toast.error(`Checkout failed: ${errorMessage(err)}`);
    }
  };

  if (items.length === 0) {
    return (
      <div className="space-y-6">
        <title>Checkout · Mavazi</title>
        <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
        <ShopEmptyState title="Your cart is empty" linkText="Continue shopping" />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <title>Checkout · Mavazi</title>
      <h1 className="text-3xl font-bold text-stone-900">Checkout</h1>
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
            <TextField
              label="Address"
              autoComplete="street-address"
              error={errors.address?.message}
              {...register('address')}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label="City"
                autoComplete="address-level2"
                error={errors.city?.message}
                {...register('city')}
              />
              <TextField
                label="State"
                autoComplete="address-level1"
                error={errors.state?.message}
                {...register('state')}
              />
              <TextField
                label="Zip"
                autoComplete="postal-code"
                error={errors.zip?.message}
                {...register('zip')}
              />
            </div>
          </fieldset>
          <fieldset className="space-y-4">
            <legend className="mb-2 text-lg font-semibold text-stone-900">Payment</legend>
            <SelectField
              label="Payment method"
              error={errors.payment_method?.message}
              {...register('payment_method')}
            >
              <option value="">Select a payment method</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_LABELS[method]}
                </option>
              ))}
            </SelectField>
          </fieldset>
          <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-bold">
              Total: <PriceText amount={fromCents(total)} />
            </p>
            <Button type="submit" size="lg" busy={checkout.isPending}>
              Proceed to Checkout
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
