import { Link } from 'react-router';
import { DELIVERY_KIND_LABELS } from '@mavazi/shared/constants';
import { formatKsh } from '@mavazi/shared/money';
import { deliveryFeeText } from '../../../lib/delivery-text';
import { useDeliveryOptions } from '../../../lib/get-delivery-options';
import { InfoPage } from '../components/info-page';

function daysText(min: number, max: number): string {
  if (max === 0) return 'Same day';
  const range = min === max ? `${max}` : `${min}–${max}`;
  return `${range} working ${max === 1 ? 'day' : 'days'}`;
}

export function DeliveryPage() {
  const options = useDeliveryOptions();
  return (
    <InfoPage
      title="Delivery"
      intro="We deliver to all 47 counties of Kenya, or you pick up in Nairobi."
      pending={options.isPending}
    >
      <section aria-labelledby="delivery-options-heading">
        <h2 id="delivery-options-heading">Options, fees and times</h2>
        {options.data && options.data.length > 0 ? (
          <ul className="space-y-3 [&>li]:ml-0 [&>li]:list-none">
            {options.data.map((option) => (
              <li key={option.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-stone-900">
                  <span>{option.name}</span>
                  <span>{deliveryFeeText(option.fee)}</span>
                </p>
                <p className="text-sm">
                  {DELIVERY_KIND_LABELS[option.kind]} ·{' '}
                  {option.counties.length === 0 ? 'every county' : option.counties.join(', ')} ·{' '}
                  {daysText(option.eta_min_days, option.eta_max_days)}
                  {option.free_over !== null && option.fee > 0
                    ? ` · free from ${formatKsh(option.free_over)}`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>The delivery options for your county and their fees are shown at checkout.</p>
        )}
      </section>
      <section>
        <h2>How it works</h2>
        <ul>
          <li>Choose your county at checkout: you see the options that serve it and their fees.</li>
          <li>The delivery fee is added to your order once; promotion codes do not reduce it.</li>
          <li>
            We email you when your order is confirmed and when it is on its way; follow it any time
            under <Link to="/my-orders">My Orders</Link>.
          </li>
          <li>Our rider calls the phone number you give before arriving.</li>
        </ul>
      </section>
    </InfoPage>
  );
}
