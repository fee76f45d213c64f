import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PaymentMethod } from '@mavazi/shared/constants';
import { useShopInfo } from '../../../lib/get-shop-info';
import { formatKenyanPhone, KENYAN_PHONE_MESSAGE, kenyanPhoneOf } from '@mavazi/shared/kenya';
import { formatKsh, fromCents, wholeShillingsCents } from '@mavazi/shared/money';
import { SelectField } from '../../../components/form-field';
import { MpesaPhoneField } from '../../../components/mpesa-phone-field';
import { bindFields } from '../../../lib/forms';
import { paymentMethodLabel } from '../../../lib/payment-methods';

export type PaymentFieldValues = { payment_method: string; mpesa_phone: string };

/** What the number typed so far means: where the prompt goes (and for how much), or why it cannot. */
function phoneFeedback(
  typed: string,
  checkNow: boolean,
  totalCents: number,
): { hint?: string; error?: string } {
  // kenyanPhoneSchema's rule, without zod: checkout's first render loads none.
  const normalized = kenyanPhoneOf(typed);
  if (normalized) {
    // M-Pesa takes whole shillings: the prompt asks for the total rounded up.
    const amount = formatKsh(fromCents(wholeShillingsCents(totalCents)));
    return {
      hint: i18n.t('shop:checkout.promptFor', { amount, phone: formatKenyanPhone(normalized) }),
    };
  }
  if (!checkNow || typed.trim() === '') return { hint: i18n.t('shop:checkout.phoneLike') };
  return { error: KENYAN_PHONE_MESSAGE };
}

const DEFAULT_METHODS: readonly PaymentMethod[] = ['mpesa', 'cash_on_delivery'];
/** Methods nothing takes online: the shop arranges them with the shopper. */
const CONTACT_METHODS: ReadonlySet<string> = new Set(['credit_card', 'paypal']);

/** Payment method and, for M-Pesa only, the phone that gets the prompt (checked as it is typed). */
export function PaymentFields({ totalCents }: { totalCents: number }) {
  const { t } = useTranslation('shop');
  const form = useFormContext<PaymentFieldValues>();
  const shop = useShopInfo();
  // What the shop offers (PAYMENT_METHODS); M-Pesa and pay on delivery until it has answered.
  const offered = shop.data?.payment_methods ?? DEFAULT_METHODS;
  const { control, formState } = form;
  const field = bindFields(form);
  const method = useWatch({ control, name: 'payment_method' });
  const phone = useWatch({ control, name: 'mpesa_phone' });
  const [leftPhone, setLeftPhone] = useState(false);
  // A full number is checked while it is typed; a shorter one once the field is left.
  const feedback = phoneFeedback(
    phone,
    leftPhone || formState.isSubmitted || phone.replace(/\D/g, '').length >= 10,
    totalCents,
  );
  const { error: phoneError, ...phoneField } = field('mpesa_phone', {
    onBlur: () => setLeftPhone(true),
  });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-stone-900">{t('checkout.payment')}</legend>
      <SelectField label={t('checkout.paymentMethod')} {...field('payment_method')}>
        <option value="">{t('checkout.selectMethod')}</option>
        {offered.map((value) => (
          <option key={value} value={value}>
            {CONTACT_METHODS.has(value)
              ? `${paymentMethodLabel(value)} (the shop will contact you to pay)`
              : paymentMethodLabel(value)}
          </option>
        ))}
      </SelectField>
      {CONTACT_METHODS.has(method) ? (
        <p className="text-sm text-stone-700">{t('checkout.offline')}</p>
      ) : null}
      {method === 'mpesa' ? (
        <MpesaPhoneField
          hint={feedback.hint}
          error={phoneError ?? feedback.error}
          {...phoneField}
        />
      ) : null}
    </fieldset>
  );
}
