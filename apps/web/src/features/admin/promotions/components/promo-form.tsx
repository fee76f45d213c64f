import type { Promo, PromoInput } from '@mavazi/shared/promotions.schemas';
import { Button } from '../../../../components/button';
import { SelectField, TextField } from '../../../../components/form-field';
import { useAddOrEditForm } from '../../components/use-add-or-edit-form';
import { emptyPromoForm, promoFormSchema, promoToFormValues } from './promo-form-schema';

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
  const { form, field, submit, editing } = useAddOrEditForm({
    schema: promoFormSchema,
    current: promo,
    toValues: promoToFormValues,
    empty: emptyPromoForm,
    firstField: 'code',
    onSubmit,
  });
  const { isSubmitting } = form.formState;

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
        {promo ? `Edit promotion ${promo.code}` : 'Create promotion'}
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
      <TextField
        label="Limit per customer"
        type="number"
        min="1"
        step="1"
        placeholder="Unlimited"
        hint="How often one customer may use the code; empty for no limit."
        {...field('per_customer_limit')}
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
