import { useTranslation } from 'react-i18next';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { checkoutDeliverySchema } from '@mavazi/shared/delivery.schemas';
import { formatKenyanPhone, KENYA_COUNTIES, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { bindFields } from '../../../lib/forms';

/** The checkout form's delivery fields, named as in `POST /checkout`'s `delivery`. */
export type DeliveryFormValues = z.input<typeof checkoutDeliverySchema>;

/** The body's names of the form's fields, for the server's field problems. */
export const DELIVERY_FIELDS = {
  'delivery.county': 'county',
  'delivery.town': 'town',
  'delivery.street': 'street',
  'delivery.phone': 'phone',
  'delivery.notes': 'notes',
  'delivery.option_id': 'option_id',
} as const;

/** Where the order goes in Kenya: county, town or area, street or building, the rider's phone, directions. */
export function DeliveryFields() {
  const { t } = useTranslation('shop');
  const form = useFormContext<DeliveryFormValues>();
  const field = bindFields(form);
  const phone = normalizeKenyanPhone(useWatch({ control: form.control, name: 'phone' }) ?? '');
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-stone-900">
        {t('checkout.deliveryAddress')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('checkout.county')}
          autoComplete="address-level1"
          {...field('county')}
        >
          <option value="">{t('checkout.selectCounty')}</option>
          {KENYA_COUNTIES.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('checkout.town')}
          autoComplete="address-level2"
          placeholder={t('checkout.townExample')}
          {...field('town')}
        />
      </div>
      <TextField
        label={t('checkout.street')}
        autoComplete="street-address"
        placeholder={t('checkout.streetExample')}
        {...field('street')}
      />
      <TextField
        label={t('checkout.deliveryPhone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={
          phone
            ? t('checkout.riderWillCall', { phone: formatKenyanPhone(phone) })
            : t('checkout.phoneExample')
        }
        {...field('phone')}
      />
      <TextAreaField
        label={t('checkout.directions')}
        rows={2}
        placeholder={t('checkout.directionsExample')}
        {...field('notes')}
      />
    </fieldset>
  );
}
