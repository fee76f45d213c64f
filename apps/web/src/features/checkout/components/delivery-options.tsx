import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useFormContext, useWatch, type UseFormSetError } from 'react-hook-form';
import type { DeliveryOption } from '@mavazi/shared/delivery.schemas';
import { deliveryFeeCents, servesCounty } from '@mavazi/shared/delivery';
import { formatKsh, fromCents, toCents } from '@mavazi/shared/money';
import { Button } from '../../../components/button';
import { isApiError } from '../../../lib/api-client';
import { deliveryDatesText, deliveryFeeText, deliveryKindText } from '../../../lib/delivery-text';
import { deliveryOptionsQueryOptions, useDeliveryOptions } from '../../../lib/get-delivery-options';
import { validationText } from '../../../lib/validation-text';
import type { DeliveryFormValues } from './delivery-fields';

/** The fee this option costs for the goods in the cart (the shared rule: free from `free_over`). */
export function optionFeeCents(option: DeliveryOption, discountedSubtotalCents: number): number {
  return deliveryFeeCents(
    {
      feeCents: toCents(option.fee),
      freeOverCents: option.free_over === null ? null : toCents(option.free_over),
    },
    discountedSubtotalCents,
  );
}

/** The options serving the county, and the one chosen (when it still serves that county). */
export function useDeliveryChoice(county: string | undefined, optionId: number | undefined) {
  const query = useDeliveryOptions();
  const serving = county ? (query.data ?? []).filter((o) => servesCounty(o, county)) : [];
  return { query, serving, chosen: serving.find((o) => o.id === optionId) };
}

/**
 * After checkout refused the option (deactivated, deleted, or no longer serving the county): the
 * options are read again and the refusal is shown on the option group.
 */
export function useDeliveryRefusal(setError: UseFormSetError<DeliveryFormValues>) {
  const queryClient = useQueryClient();
  return useCallback(
    async (err: unknown) => {
      if (!isApiError(err, 'DELIVERY_OPTION_UNAVAILABLE', 'DELIVERY_COUNTY_NOT_SERVED')) return;
      setError('option_id', { type: 'server', message: err.message });
      await queryClient.invalidateQueries({ queryKey: deliveryOptionsQueryOptions().queryKey });
    },
    [queryClient, setError],
  );
}

const cardClasses =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-4 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 ' +
  'has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

function OptionCard({
  option,
  feeCents,
  checked,
  onChoose,
}: {
  option: DeliveryOption;
  feeCents: number;
  checked: boolean;
  onChoose: () => void;
}) {
  const detailsId = `delivery-option-${option.id}-details`;
  return (
    <label className={cardClasses}>
      <input
        type="radio"
        name="option_id"
        value={option.id}
        checked={checked}
        onChange={onChoose}
        aria-describedby={detailsId}
        className="mt-1 h-5 w-5 accent-brand-600"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-semibold text-stone-900">{option.name}</span>
          <span className="font-semibold whitespace-nowrap text-stone-900">
            {deliveryFeeText(fromCents(feeCents))}
          </span>
        </span>
        <span id={detailsId} className="block text-sm">
          <span className="block text-stone-700">{deliveryDatesText(option)}</span>
          <span className="block text-stone-500">
            {deliveryKindText(option.kind)}
            {option.free_over !== null && feeCents > 0
              ? ` · free from ${formatKsh(option.free_over)}`
              : ''}
          </span>
        </span>
      </span>
    </label>
  );
}

/**
 * The delivery options that serve the chosen county as a radio group, each with its fee ("Free" when
 * it is) and its dates; the first one is chosen when the county changes and the choice no longer fits.
 */
export function DeliveryOptions({ discountedSubtotalCents }: { discountedSubtotalCents: number }) {
  const { t } = useTranslation('shop');
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<DeliveryFormValues>();
  const [county, optionId] = useWatch({ control, name: ['county', 'option_id'] });
  const { query, serving, chosen } = useDeliveryChoice(county, optionId);
  const first = serving[0]?.id;

  useEffect(() => {
    if (!chosen && first !== undefined) setValue('option_id', first, { shouldValidate: false });
  }, [chosen, first, setValue]);

  const error = errors.option_id?.message;
  let status = '';
  if (query.isPending) status = t('checkout.loadingOptions');
  else if (query.isError) status = t('checkout.optionsFailed');
  else if (!county) status = t('checkout.chooseCounty');
  else if (serving.length === 0) status = t('checkout.notServed', { county });

  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'delivery-option-error' : undefined}>
      <legend className="mb-2 text-lg font-semibold text-stone-900">
        {t('checkout.deliveryOption')}
      </legend>
      <p aria-live="polite" className="text-sm text-stone-700 empty:hidden">
        {status}
      </p>
      {query.isError ? (
        <Button type="button" size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('checkout.tryAgain')}
        </Button>
      ) : null}
      {status ? null : (
        <div className="space-y-3">
          {serving.map((option) => (
            <OptionCard
              key={option.id}
              option={option}
              feeCents={optionFeeCents(option, discountedSubtotalCents)}
              checked={chosen?.id === option.id}
              onChoose={() => setValue('option_id', option.id, { shouldValidate: true })}
            />
          ))}
        </div>
      )}
      {error ? (
        <p id="delivery-option-error" role="alert" className="text-sm text-red-700">
          {validationText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
