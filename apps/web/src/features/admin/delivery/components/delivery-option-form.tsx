import type { AdminDeliveryOption, DeliveryOptionValues } from '@mavazi/shared/delivery.schemas';
import { DELIVERY_KIND_LABELS, DELIVERY_KINDS } from '@mavazi/shared/constants';
import { Button } from '../../../../components/button';
import { SelectField, TextField } from '../../../../components/form-field';
import { useAddOrEditForm } from '../../components/use-add-or-edit-form';
import { CountyPicker } from './county-picker';
import {
  deliveryOptionFormSchema,
  deliveryOptionToFormValues,
  emptyDeliveryOptionForm,
} from './delivery-option-form-schema';

/**
 * Add mode when `option` is null, edit mode (pre-filled) otherwise. `onSubmit` rejects on failure so
 * the form can show the server's field problems; after an added option the form starts over.
 */
export function DeliveryOptionForm({
  option,
  onSubmit,
  onCancelEdit,
}: {
  option: AdminDeliveryOption | null;
  onSubmit: (input: DeliveryOptionValues) => Promise<void>;
  onCancelEdit: () => void;
}) {
  const { form, field, submit, editing } = useAddOrEditForm({
    schema: deliveryOptionFormSchema,
    current: option,
    toValues: deliveryOptionToFormValues,
    empty: emptyDeliveryOptionForm,
    firstField: 'name',
    onSubmit,
  });
  const { isSubmitting } = form.formState;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="delivery-form-title"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h2
        id="delivery-form-title"
        className="text-base font-semibold text-stone-900 sm:col-span-2 lg:col-span-3"
      >
        {option ? `Edit ${option.name}` : 'Add a delivery option'}
      </h2>
      <TextField
        label="Name"
        autoComplete="off"
        placeholder="e.g. Door delivery in Nairobi"
        wrapperClassName="sm:col-span-2"
        {...field('name')}
      />
      <SelectField label="Kind" {...field('kind')}>
        {DELIVERY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {DELIVERY_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <CountyPicker form={form} />
      <TextField
        label="Fee (KES)"
        type="number"
        min="0"
        step="0.01"
        inputMode="decimal"
        hint="0 makes it free."
        {...field('fee')}
      />
      <TextField
        label="Free from (KES, optional)"
        type="number"
        min="0.01"
        step="0.01"
        inputMode="decimal"
        hint="Free when the cart after discounts reaches this. Empty: never free."
        {...field('free_over')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Fastest (days)"
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          {...field('eta_min_days')}
        />
        <TextField
          label="Slowest (days)"
          type="number"
          min="0"
          step="1"
          inputMode="numeric"
          {...field('eta_max_days')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-stone-700 sm:col-span-2 lg:col-span-3">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          {...form.register('is_active')}
        />
        Active: offered at checkout
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : editing ? 'Save changes' : 'Add option'}
        </Button>
        {editing && (
          <Button variant="secondary" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        )}
      </div>
    </form>
  );
}
