import { DELIVERY_KIND_LABELS, RETURN_DAYS } from '@mavazi/shared/constants';
import { formatKsh } from '@mavazi/shared/money';
import { Link } from 'react-router';
import { deliveryDatesText, deliveryFeeText } from '../../../lib/delivery-text';
import { useDeliveryOptions } from '../../../lib/get-delivery-options';

function servedText(counties: ReadonlyArray<string>): string {
  if (counties.length === 0) return 'All of Kenya';
  if (counties.length <= 3) return counties.join(', ');
  return `${counties.slice(0, 3).join(', ')} and ${counties.length - 3} more counties`;
}

/** How the shop delivers (its active delivery options) and takes returns, beside the buy button. */
export function DeliveryInfo() {
  const options = useDeliveryOptions();
  return (
    <section
      aria-labelledby="delivery-info-heading"
      className="space-y-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200"
    >
      <h2 id="delivery-info-heading" className="text-base font-semibold text-stone-900">
        Delivery and returns
      </h2>
      {options.isPending ? (
        <div aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-stone-100" />
      ) : options.data && options.data.length > 0 ? (
        <ul className="space-y-2">
          {options.data.map((option) => (
            <li key={option.id} className="flex flex-wrap justify-between gap-x-3">
              <span>
                <span className="font-medium text-stone-900">{option.name}</span>
                <span className="block text-stone-600">
                  {DELIVERY_KIND_LABELS[option.kind]} · {servedText(option.counties)} ·{' '}
                  {deliveryDatesText(option)}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap text-stone-900">
                {deliveryFeeText(option.fee)}
                {option.free_over !== null && option.fee > 0 ? (
                  <span className="block text-right font-normal text-stone-600">
                    free from {formatKsh(option.free_over)}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-600">Delivery options and fees are shown at checkout.</p>
      )}
      <p className="text-stone-700">
        Returns: send an unworn item back with its tags within {RETURN_DAYS} days of delivery.{' '}
        <Link to="/returns" className="font-medium text-brand-700 underline">
          How returns work
        </Link>
      </p>
    </section>
  );
}
