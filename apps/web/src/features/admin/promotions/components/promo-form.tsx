import { zodResolver } from '@hookform/resolvers/zod';
import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { SelectField, TextField } from '../../../../components/form-field';
import { bindFields, submitShowingServerErrors } from '../../../../lib/forms';
import {
  emptyPromoForm,
  promoFormSchema,
  promoToFormValues,
  type PromoFormValues,
} from './promo-form-schema';

/**
 * Create mode when `promo` is null, edit mode (pre-filled) otherwise. `onSubmit` rejects on failure so the
 * form can show the server's field problems; after a created promo the form starts over.
 */
export function PromoForm({
  promo,
  onSubmit,
  onCancelEdit,
}: {
  promo: Promo | null;
  onSubmit: (input: PromoInput) => Promise<void>;
  onCancelEdit: () => void;
}) {
  const editing = promo !== null;
  const form = useForm<PromoFormValues, unknown, PromoInput>({
    resolver: zodResolver(promoFormSchema),
    defaultValues: promo ? promoToFormValues(promo) : emptyPromoForm,
  });
  const {
    reset,
    setFocus,
    formState: { isSubmitting },
  } = form;
  const field = bindFields(form);

  // Choosing Edit on a row brings the keyboard (and the view) to the filled form.
  useEffect(() => {
    if (editing) setFocus('code');
  }, [editing, setFocus]);

  const submit = submitShowingServerErrors(form, async (input) => {
    await onSubmit(input);
    if (!editing) reset(emptyPromoForm);
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="promo-form-title"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h3
        id="promo-form-title"
        className="text-base font-semibold text-stone-900 sm:col-span-2 lg:col-span-3"
      >
        {editing ? `Edit promotion ${promo.code}` : 'Create promotion'}
      </h3>
      <TextField label="Code" autoComplete="off" placeholder="e.g. SUMMER10" {...field('code')} />
      <TextField
        label="Discount percentage"
        type="number"
        min="0.01"
        max="100"
        step="0.01"
        {...field('discount_percentage')}
      />
      <SelectField label="Status" {...field('is_active')}>
        <option value="true">Active</option>
        <option value="false">Inactive</option>
      </SelectField>
      <TextField label="Start date" type="date" {...field('start_date')} />
      <TextField label="End date" type="date" {...field('end_date')} />
      <TextField
        label="Usage limit"
        type="number"
        min="1"
        step="1"
        placeholder="Unlimited"
        hint="Leave empty for unlimited use."
        {...field('usage_limit')}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : editing ? 'Update promo' : 'Create promo'}
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
