import type { ProductVariant } from '@mavazi/shared/catalog.schemas';
import type { OrderItem } from '@mavazi/shared/orders.schemas';
import type { ReturnCreateBody } from '@mavazi/shared/returns.schemas';
import { RETURN_NOTE_MAX, RETURN_REASONS, type ReturnReason } from '@mavazi/shared/returns';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindFields, submitShowingServerErrors } from '../lib/forms';
import { lazyResolver } from '../lib/lazy-resolver';
import { validationText } from '../lib/validation-text';
import { Button } from './button';
import { SelectField, TextAreaField, TextField } from './form-field';
import { OrderLineProduct } from './order-lines';

export interface ReturnFormLine {
  selected: boolean;
  order_item_id: number;
  quantity: number;
  reason: ReturnReason | '';
  exchange_variant_id: number | null;
}

export interface ReturnFormValues {
  lines: ReturnFormLine[];
  note: string;
}

/** "M" or "M, Red": how a size/colour reads in the exchange list. */
function variantName(variant: Pick<ProductVariant, 'size' | 'colour'>): string {
  return variant.colour ? `${variant.size}, ${variant.colour}` : variant.size;
}

function LineFields({
  form,
  item,
  row,
  returnable,
  exchangeOptions,
}: {
  form: ReturnType<typeof useForm<ReturnFormValues, unknown, ReturnCreateBody>>;
  item: OrderItem;
  row: number;
  returnable: number;
  exchangeOptions: readonly ProductVariant[] | undefined;
}) {
  const { t } = useTranslation('account');
  const field = bindFields(form);
  const selected = useWatch({ control: form.control, name: `lines.${row}.selected` });
  const checkboxId = `return-line-${item.id}`;
  const sizeText = [item.size, item.colour].filter(Boolean).join(', ');
  const itemName = sizeText ? `${item.product_name} (${sizeText})` : item.product_name;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          disabled={returnable === 0}
          className="h-5 w-5 accent-brand-600"
          {...form.register(`lines.${row}.selected`)}
        />
        <label htmlFor={checkboxId} className="flex flex-1 items-center gap-3 text-sm">
          <span className="sr-only">{t('returns.form.returnItem', { name: itemName })}</span>
          <OrderLineProduct item={item} />
        </label>
        <span className="text-sm text-stone-600">
          {returnable === 0
            ? t('returns.form.alreadyReturned')
            : `${t('returns.form.bought', { count: item.quantity })}${returnable < item.quantity ? t('returns.form.left', { count: returnable }) : ''}`}
        </span>
      </div>
      {selected ? (
        <fieldset className="grid gap-3 pl-8 sm:grid-cols-3">
          <legend className="sr-only">{t('returns.form.returnOf', { name: itemName })}</legend>
          <TextField
            label={t('returns.form.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={returnable}
            {...field(`lines.${row}.quantity`, { valueAsNumber: true })}
          />
          <SelectField label={t('returns.form.reason')} {...field(`lines.${row}.reason`)}>
            <option value="">{t('returns.form.chooseReason')}</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`returnReason.${reason}`)}
              </option>
            ))}
          </SelectField>
          {exchangeOptions === undefined ? (
            <p role="status" className="self-end text-sm text-stone-500">
              {t('returns.form.checking')}
            </p>
          ) : exchangeOptions.length === 0 ? (
            <p className="self-end text-sm text-stone-600">{t('returns.form.noneInStock')}</p>
          ) : (
            <SelectField
              label={t('returns.form.exchangeFor')}
              hint={t('returns.form.inStockOnly')}
              {...field(`lines.${row}.exchange_variant_id`, {
                setValueAs: (value: string | number | null) =>
                  value === '' || value === null ? null : Number(value),
              })}
            >
              <option value="">{t('returns.form.refundMe')}</option>
              {exchangeOptions.map((variant) => (
                <option key={variant.id} value={variant.id}>
                  {variantName(variant)}
                </option>
              ))}
            </SelectField>
          )}
        </fieldset>
      ) : null}
    </li>
  );
}

/**
 * Which lines of a delivered order go back, how many, why, and for an exchange which size or colour
 * instead; used by the shopper and by support staff opening a return for a shopper who called.
 */
export function ReturnRequestForm({
  items,
  returnable,
  exchangeOptions,
  submitLabel,
  onSubmit,
  onFailure,
}: {
  items: readonly OrderItem[];
  /** Units of each line (by order item id) that may still be returned. */
  returnable: Readonly<Record<number, number>>;
  /** In-stock other sizes/colours per order item id; undefined while they load. */
  exchangeOptions: Readonly<Record<number, readonly ProductVariant[] | undefined>>;
  submitLabel: string;
  onSubmit: (body: ReturnCreateBody) => Promise<unknown>;
  onFailure: (err: unknown) => void;
}) {
  const { t } = useTranslation('account');
  // The checks know how much of each line may still be returned.
  const checks = useMemo(
    () =>
      lazyResolver(() =>
        import('./return-form-checks').then((m) => m.returnResolverFor(returnable)),
      ),
    [returnable],
  );
  const form = useForm<ReturnFormValues, unknown, ReturnCreateBody>({
    resolver: checks.resolver,
    defaultValues: {
      lines: items.map((item) => ({
        selected: false,
        order_item_id: item.id,
        quantity: 1,
        reason: '',
        exchange_variant_id: null,
      })),
      note: '',
    },
  });
  const field = bindFields(form);
  const linesError = form.formState.errors.lines;
  const listError = linesError?.message ?? linesError?.root?.message;
  const submit = submitShowingServerErrors(form, onSubmit, onFailure);
  return (
    <form noValidate onFocus={checks.preload} onSubmit={submit} className="space-y-4">
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t('returns.form.items')}</legend>
        <ul className="divide-y divide-stone-100">
          {items.map((item, row) => (
            <LineFields
              key={item.id}
              form={form}
              item={item}
              row={row}
              returnable={returnable[item.id] ?? 0}
              exchangeOptions={exchangeOptions[item.id]}
            />
          ))}
        </ul>
        {listError ? (
          <p role="alert" className="text-sm text-red-700">
            {validationText(listError)}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t('returns.form.note')}
        rows={3}
        maxLength={RETURN_NOTE_MAX}
        hint={t('returns.form.noteHint')}
        {...field('note')}
      />
      <Button type="submit" busy={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
