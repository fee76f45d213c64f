import { zodResolver } from '@hookform/resolvers/zod';
import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describedBy, FormField } from '../../components/form-field';
import { applyServerFieldErrors } from '../../lib/server-field-errors';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import {
  emptyPromoForm,
  promoFormSchema,
  promoToFormValues,
  type PromoFormValues,
} from './promo-form-schema';

const FIELDS = [
  'code',
  'discount_percentage',
  'start_date',
  'end_date',
  'usage_limit',
  'is_active',
] as const;

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PromoFormValues, unknown, PromoInput>({
    resolver: zodResolver(promoFormSchema),
    defaultValues: promo ? promoToFormValues(promo) : emptyPromoForm,
  });

  // Choosing Edit on a row brings the keyboard (and the view) to the filled form.
  useEffect(() => {
    if (editing) setFocus('code');
  }, [editing, setFocus]);

  async function submit(input: PromoInput) {
    try {
      await onSubmit(input);
      if (!editing) reset(emptyPromoForm);
    } catch (err) {
      applyServerFieldErrors(err, FIELDS, setError);
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    ...describedBy(`promo-${name}`, errors[name]?.message),
    ...register(name),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-labelledby="promo-form-title"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <h3
        id="promo-form-title"
        className="text-base font-semibold text-stone-900 sm:col-span-2 lg:col-span-3"
      >
        {editing ? `Edit promotion ${promo.code}` : 'Create promotion'}
      </h3>
      <FormField id="promo-code" label="Code" error={errors.code?.message}>
        <input
          {...field('code')}
          autoComplete="off"
          placeholder="e.g. SUMMER10"
          className={inputClass}
        />
      </FormField>
      <FormField
        id="promo-discount_percentage"
        label="Discount percentage"
        error={errors.discount_percentage?.message}
      >
        <input
          {...field('discount_percentage')}
          type="number"
          min="0.01"
          max="100"
          step="0.01"
          className={inputClass}
        />
      </FormField>
      <FormField id="promo-is_active" label="Status" error={errors.is_active?.message}>
        <select {...field('is_active')} className={inputClass}>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </select>
      </FormField>
      <FormField id="promo-start_date" label="Start date" error={errors.start_date?.message}>
        <input {...field('start_date')} type="date" className={inputClass} />
      </FormField>
      <FormField id="promo-end_date" label="End date" error={errors.end_date?.message}>
        <input {...field('end_date')} type="date" className={inputClass} />
      </FormField>
      <FormField
        id="promo-usage_limit"
        label="Usage limit"
        hint="Leave empty for unlimited use."
        error={errors.usage_limit?.message}
      >
        <input
          {...field('usage_limit')}
          type="number"
          min="1"
          step="1"
          placeholder="Unlimited"
          className={inputClass}
        />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? 'Saving...' : editing ? 'Update promo' : 'Create promo'}
        </button>
        {editing && (
          <button type="button" onClick={onCancelEdit} className={secondaryButtonClass}>
            Cancel edit
          </button>
        )}
      </div>
    </form>
  );
}
