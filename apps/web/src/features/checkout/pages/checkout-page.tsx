import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@mavazi/shared/constants';
import { checkoutDeliverySchema } from '@mavazi/shared/delivery.schemas';
import { formatKenyanPhone, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { fromCents, toCents } from '@mavazi/shared/money';
import type { CheckoutBody } from '@mavazi/shared/orders.schemas';
import { priceOrder } from '@mavazi/shared/pricing';
import { Button } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form-field';
import { PriceText } from '../../../components/price-text';
import { errorMessage } from '../../../lib/api-client';
import { clearCart, useCart } from '../../../lib/cart-store';
import { getHeldShipping, setHeldShipping } from '../../../lib/shipping-store';
import { randomUuid } from '../../../lib/uuid';
import { useAuth } from '../../auth/use-auth';
import { useCheckout } from '../api/create-checkout';
import { DeliveryFields } from '../components/delivery-fields';
import { DeliveryOptions, optionFeeCents, useDeliveryChoice } from '../components/delivery-options';
import { OrderSummary } from '../components/order-summary';
import { PromoCodeForm, type AppliedPromo } from '../components/promo-code-form';

const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  credit_card: 'Credit card',
  paypal: 'PayPal',
};

/** The delivery address and option (the API's `delivery`), plus a payment method that must be chosen. */
const checkoutFormSchema = checkoutDeliverySchema.extend({
  payment_method: z.string().pipe(z.enum(PAYMENT_METHODS, 'Please choose a payment method')),
});
type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** A returning shopper's held address fills the form; the phone falls back to the profile's. */
function initialValues(profilePhone: string | null | undefined): Partial<CheckoutFormInput> {
  const held = getHeldShipping();
  const mobile = normalizeKenyanPhone(held?.phone ?? profilePhone ?? '');
  return {
    county: held?.county,
    town: held?.town ?? '',
    street: held?.street ?? '',
    phone: mobile ? formatKenyanPhone(mobile) : '',
    notes: held?.notes ?? '',
    option_id: held?.option_id,
    payment_method: '',
  };
}

export function CheckoutPage() {
  const items = useCart();
  const navigate = useNavigate();
  const { user } = useAuth();
  const checkout = useCheckout();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  // The idempotency key lives as long as the same request is being retried.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues(user?.phone_number),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const [county, optionId] = useWatch({ control: form.control, name: ['county', 'option_id'] });
  const { chosen } = useDeliveryChoice(county, optionId);

  // The shared pricing rule: the fee follows the discounted subtotal and is never discounted.
  const lines = items.map((i) => ({ unitPriceCents: toCents(i.price), quantity: i.quantity }));
  const discount = promo?.discountPercentage ?? 0;
  const goods = priceOrder(lines, discount);
  const feeCents = chosen ? optionFeeCents(chosen, goods.totalCents) : 0;
  const total = priceOrder(lines, discount, feeCents).totalCents;

  const placeOrder = async ({ payment_method, ...delivery }: CheckoutFormValues) => {
    if (checkout.isPending || items.length === 0) return;
    const body: CheckoutBody = {
      items: items.map((item) => ({
        product_id: item.id,
        quantity: item.quantity,
        price: item.price,
      })),
      total_amount: fromCents(total),
      delivery: { ...delivery, notes: delivery.notes || undefined },
      payment_method,
      promotion_code: promo?.code,
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: randomUuid(), fingerprint };
    try {
      const result = await checkout.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      setHeldShipping({ ...delivery, notes: delivery.notes ?? '' });
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
            subtotalCents={goods.subtotalCents}
            discountPercentage={discount}
            delivery={chosen ? { name: chosen.name, feeCents } : null}
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
          <FormProvider {...form}>
            <DeliveryFields />
            <DeliveryOptions discountedSubtotalCents={goods.totalCents} />
          </FormProvider>
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
