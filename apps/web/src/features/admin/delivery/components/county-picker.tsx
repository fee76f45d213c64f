import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { DeliveryOptionValues } from '@mavazi/shared/delivery.schemas';
import { KENYA_COUNTIES } from '@mavazi/shared/kenya';
import type { DeliveryOptionFormValues } from './delivery-option-form-schema';

const boxClass = 'h-5 w-5 shrink-0 accent-brand-600';
const choiceClass = 'flex min-h-11 items-center gap-2 rounded-md px-2 text-sm hover:bg-stone-50';

/** "Every county", or a tick per county of Kenya's 47. */
export function CountyPicker({
  form,
}: {
  form: UseFormReturn<DeliveryOptionFormValues, unknown, DeliveryOptionValues>;
}) {
  const everyCounty = useWatch({ control: form.control, name: 'every_county' });
  const error = form.getFieldState('counties', form.formState).error?.message;
  return (
    <fieldset
      className="space-y-2 sm:col-span-2 lg:col-span-3"
      aria-describedby={error ? 'counties-error' : undefined}
    >
      <legend className="text-sm font-medium text-stone-700">Counties served</legend>
      <label className={choiceClass}>
        <input type="checkbox" className={boxClass} {...form.register('every_county')} />
        Every county in Kenya
      </label>
      {everyCounty ? null : (
        <div className="grid max-h-72 grid-cols-1 overflow-y-auto rounded-md border border-stone-200 p-2 sm:grid-cols-3 lg:grid-cols-4">
          {KENYA_COUNTIES.map((county) => (
            <label key={county} className={choiceClass}>
              <input
                type="checkbox"
                value={county}
                className={boxClass}
                {...form.register('counties')}
              />
              {county}
            </label>
          ))}
        </div>
      )}
      {error ? (
        <p id="counties-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
