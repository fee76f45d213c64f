import { useTranslation } from 'react-i18next';
import { serverErrorOr } from '../../../lib/error-text';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { formatKenyanPhone, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { fromCents, toCents } from '@mavazi/shared/money';
import type { CheckoutBody } from '@mavazi/shared/orders.schemas';
import { priceOrder } from '@mavazi/shared/pricing';
import { Button } from '../../../components/button';
import { ShopEmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/page-heading';
import { PageLoader } from '../../../components/page-loader';
import { typedPhone } from '../../../components/mpesa-phone-field';
import { PriceText } from '../../../components/price-text';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { clearCart, useCart } from '../../../lib/cart-store';
import { showServerFieldErrors } from '../../../lib/forms';
import { lazyResolver, toastUnloadedChecks } from '../../../lib/lazy-resolver';
import { getHeldShipping, setHeldShipping } from '../../../lib/shipping-store';
import { randomUuid } from '../../../lib/uuid';
import { useAuth } from '../../../hooks/use-auth';
import { useScriptRunning } from '../../../lib/local-store';
import { deliveryOptionsQueryOptions } from '../../../lib/get-delivery-options';
import { useCheckout } from '../api/create-checkout';
import {
  forgetCheckout,
  readCheckoutMemory,
  rememberCheckout,
  type CheckoutDraft,
} from '../checkout-memory';
import { CartChangesNotice } from '../components/cart-changes-notice';
import { CheckoutGate } from '../components/checkout-gate';
import { GUEST_FIELDS, GuestFields } from '../components/guest-fields';
import { placeOrderLabel } from '../components/place-order-label';
import { DELIVERY_FIELDS, DeliveryFields } from '../components/delivery-fields';
import {
  DeliveryOptions,
  optionFeeCents,
  useDeliveryChoice,
  useDeliveryRefusal,
} from '../components/delivery-options';
import { OrderSummary } from '../components/order-summary';
import { PaymentFields } from '../components/payment-fields';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form-schema';
import { PromoCodeForm, type AppliedPromo } from '../components/promo-code-form';
import { isRecoverable, refreshCheckout } from '../recover-checkout';

const checkoutChecks = lazyResolver(() =>
  import('../checkout-form-schema').then((m) => m.checkoutFormResolver),
);

/**
 * What the shopper typed in this tab wins (reload, back/forward); else a returning shopper's held address
 * fills the form and the phones fall back to the profile's.
 */
function initialValues(
  draft: CheckoutDraft,
  profilePhone: string | null | undefined,
  asGuest: boolean,
): Partial<CheckoutFormInput> {
  // A guest's address is not held on the device: it may be a shared one.
  const held = asGuest ? null : getHeldShipping();
  const mobile = normalizeKenyanPhone(held?.phone ?? profilePhone ?? '');
  return {
    county: (draft.county ?? held?.county) as CheckoutFormInput['county'],
    town: draft.town ?? held?.town ?? '',
    street: draft.street ?? held?.street ?? '',
    phone: draft.phone ?? (mobile ? formatKenyanPhone(mobile) : ''),
    notes: draft.notes ?? held?.notes ?? '',
    option_id: draft.option_id ?? held?.option_id,
    payment_method: draft.payment_method ?? '',
    mpesa_phone: draft.mpesa_phone ?? typedPhone(profilePhone),
    ...(asGuest ? { guest: draft.guest ?? { name: '', email: '', phone: '' } } : {}),
  };
}

/** Signed in: the form; signed out: the choice between signing in and going on as a guest. */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const { status } = useAuth();
  const items = useCart();
  const [asGuest, setAsGuest] = useState(() => readCheckoutMemory().asGuest);
  // The server renders the heading and the loading line (the page's first paint); the session and the cart
  // exist only in the browser.
  const running = useScriptRunning();
  // The server sends the options with the page (a later visit loads them while the session is checked), so the
  // form mounts with them in one render instead of rendering again, in one block, when they arrive.
  usePrefetchQuery(deliveryOptionsQueryOptions());
  // Mounting the form is the page's heaviest render: deferred, React renders it in slices and a slow phone
  // stays responsive meanwhile (the store and query updates that start it would render it in one block).
  const ready = useDeferredValue(running && status !== 'loading');
  if (!ready) {
    return (
      <div className="space-y-6">
        <PageHeading title={t('checkout.title')} />
        <PageLoader />
      </div>
    );
  }
  if (status === 'anonymous' && !asGuest && items.length > 0) {
    return (
      <div className="space-y-6">
        <PageHeading title={t('checkout.title')} />
        <CheckoutGate
          onGuest={() => {
            rememberCheckout({ asGuest: true });
            setAsGuest(true);
          }}
        />
      </div>
    );
  }
  const guest = status === 'anonymous';
  return <CheckoutForm key={guest ? 'guest' : 'account'} asGuest={guest} />;
}

function CheckoutForm({ asGuest }: { asGuest: boolean }) {
  const { t } = useTranslation(['shop', 'purchase']);
  const items = useCart();
  const navigate = useNavigate();
  const { user } = useAuth();
  const checkout = useCheckout();
  // The tab's memory is read once, when the form appears: the form keeps it up to date from then on.
  const [memory] = useState(readCheckoutMemory);
  const [defaultValues] = useState(() => initialValues(memory.draft, user?.phone_number, asGuest));
  const [promo, setPromoState] = useState<AppliedPromo | null>(memory.promo);
  const setPromo = (next: AppliedPromo | null) => {
    setPromoState(next);
    rememberCheckout({ promo: next });
  };
  // What the refresh after a refused order changed; cleared when the shopper tries again.
  const [changes, setChanges] = useState<string[] | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  // The idempotency key lives as long as the same request is being retried.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: checkoutChecks.resolver,
    mode: 'onTouched',
    defaultValues,
  });
  const { handleSubmit, subscribe } = form;
  const [county, optionId, method] = useWatch({
    control: form.control,
    name: ['county', 'option_id', 'payment_method'],
  });
  // Every change is remembered for this tab, so a reload or back/forward keeps what was typed.
  useEffect(() => {
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const { guest, ...rest } = values;
        rememberCheckout({
          draft: {
            ...rest,
            option_id: typeof rest.option_id === 'number' ? rest.option_id : undefined,
            ...(guest
              ? {
                  guest: {
                    name: guest.name ?? '',
                    email: guest.email ?? '',
                    phone: guest.phone ?? '',
                  },
                }
              : {}),
          },
        });
      },
    });
  }, [subscribe]);
  const { chosen } = useDeliveryChoice(county, optionId);
  const deliveryRefused = useDeliveryRefusal(form.setError);

  // The shared pricing rule: the fee follows the discounted subtotal and is never discounted.
  const lines = items.map((i) => ({ unitPriceCents: toCents(i.price), quantity: i.quantity }));
  const discount = promo?.discountPercentage ?? 0;
  const goods = priceOrder(lines, discount);
  const feeCents = chosen ? optionFeeCents(chosen, goods.totalCents) : 0;
  const total = priceOrder(lines, discount, feeCents).totalCents;

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

  const placeOrder = async ({
    payment_method,
    mpesa_phone,
    guest,
    ...delivery
  }: CheckoutFormValues) => {
    if (checkout.isPending || refreshing || items.length === 0) return;
    setChanges(null);
    const body: CheckoutBody = {
      items: items.map((item) => ({
        product_id: item.id,
        ...(item.variantId ? { variant_id: item.variantId } : {}),
        quantity: item.quantity,
        price: item.price,
      })),
      total_amount: fromCents(total),
      delivery: { ...delivery, notes: delivery.notes || undefined },
      payment_method,
      mpesa_phone: payment_method === 'mpesa' ? mpesa_phone : undefined,
      promotion_code: promo?.code,
      ...(asGuest && guest ? { guest } : {}),
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: randomUuid(), fingerprint };
    try {
      const result = await checkout.mutateAsync({ body, idempotencyKey: attempt.current.key });
      attempt.current = null;
      forgetCheckout();
      toast.success(result.message);
      if (asGuest && result.lookup_token) {
        const query = new URLSearchParams({
          number: result.order.order_number,
          token: result.lookup_token,
        });
        navigate(`/orders/lookup?${query.toString()}`, { state: { placed: true } });
      } else {
        setHeldShipping({ ...delivery, notes: delivery.notes ?? '' });
        navigate('/order-confirmation', {
          state: { message: result.message, order: result.order },
        });
      }
      clearCart();
    } catch (err) {
      showServerFieldErrors(err, form, { ...DELIVERY_FIELDS, ...GUEST_FIELDS });
      if (isApiError(err, 'GUEST_EMAIL_REGISTERED'))
        form.setError(
          'guest.email',
          { type: 'server', message: t('purchase:guest.registered') },
          { shouldFocus: true },
        );
      toast.error(t('checkout.failed', { error: serverErrorOr(err, errorMessage(err)) }));
      await deliveryRefused(err);
      if (isRecoverable(err)) await refreshAfter(err);
    }
  };

  const notice = changes ? <CartChangesNotice lines={changes} /> : null;

  if (items.length === 0) {
    return (
      <div className="space-y-6">
        <PageHeading title={t('checkout.title')} />
        {notice}
        <ShopEmptyState title={t('cart.empty')} linkText={t('cart.continue')} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeading title={t('checkout.title')} />
      {notice}
      {/* The summary (with the promo code) comes first on every width, so the tab order follows what is seen. */}
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <aside
          aria-label={t('checkout.orderSummary')}
          className="h-fit space-y-6 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
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
          // The shopper reached the form: its checks load now, before the first one is needed.
          onFocus={checkoutChecks.preload}
          onSubmit={(event) => void handleSubmit(placeOrder, toastUnloadedChecks)(event)}
          aria-label={t('checkout.title')}
          className="space-y-6 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
        >
          <FormProvider {...form}>
            {asGuest ? (
              <>
                <p className="text-sm text-stone-700">
                  {t('purchase:guest.haveAccount')}{' '}
                  <Link
                    to="/login"
                    state={{ from: { pathname: '/checkout' } }}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {t('purchase:gate.signIn')}
                  </Link>
                </p>
                <GuestFields />
              </>
            ) : null}
            <DeliveryFields />
            <DeliveryOptions discountedSubtotalCents={goods.totalCents} />
            <PaymentFields totalCents={total} />
          </FormProvider>
          <div className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-bold">
              {t('checkout.total')} <PriceText amount={fromCents(total)} />
            </p>
            <Button type="submit" size="lg" busy={checkout.isPending || refreshing}>
              {placeOrderLabel(method, total)}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
