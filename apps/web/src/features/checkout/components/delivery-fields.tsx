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
  const form = useFormContext<DeliveryFormValues>();
  const field = bindFields(form);
  const phone = normalizeKenyanPhone(useWatch({ control: form.control, name: 'phone' }) ?? '');
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-stone-900">Delivery address</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="County" autoComplete="address-level1" {...field('county')}>
          <option value="">Select your county</option>
          {KENYA_COUNTIES.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Town or area"
          autoComplete="address-level2"
          placeholder="e.g. Westlands"
          {...field('town')}
        />
      </div>
      <TextField
        label="Street and building"
        autoComplete="street-address"
        placeholder="e.g. Mpaka Road, Block B, door 4"
        {...field('street')}
      />
      <TextField
        label="Delivery phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={
          phone
            ? `The rider will call ${formatKenyanPhone(phone)}`
            : 'A Kenyan mobile number, e.g. 0712 345 678'
        }
        {...field('phone')}
      />
      <TextAreaField
        label="Directions for the rider (optional)"
        rows={2}
        placeholder="e.g. Blue gate opposite the chemist"
        {...field('notes')}
      />
    </fieldset>
  );
}
