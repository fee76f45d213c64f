import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { checkoutDeliverySchema } from '@mavazi/shared/delivery.schemas';
import { formatKenyanPhone, KENYA_COUNTIES, normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';

/** The checkout form's delivery fields, named as in `POST /checkout`'s `delivery`. */
export type DeliveryFormValues = z.input<typeof checkoutDeliverySchema>;

/** Where the order goes in Kenya: county, town or area, street or building, the rider's phone, directions. */
export function DeliveryFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DeliveryFormValues>();
  const phone = normalizeKenyanPhone(useWatch({ control, name: 'phone' }) ?? '');
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold text-stone-900">Delivery address</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="County"
          autoComplete="address-level1"
          error={errors.county?.message}
          {...register('county')}
        >
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
          error={errors.town?.message}
          {...register('town')}
        />
      </div>
      <TextField
        label="Street and building"
        autoComplete="street-address"
        placeholder="e.g. Mpaka Road, Block B, door 4"
        error={errors.street?.message}
        {...register('street')}
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
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label="Directions for the rider (optional)"
        rows={2}
        placeholder="e.g. Blue gate opposite the chemist"
        error={errors.notes?.message}
        {...register('notes')}
      />
    </fieldset>
  );
}
