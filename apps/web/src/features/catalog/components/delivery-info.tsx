import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RETURN_DAYS } from '@mavazi/shared/constants';
import { formatKsh } from '@mavazi/shared/money';
import { Link } from 'react-router';
import { deliveryDatesText, deliveryFeeText, deliveryKindText } from '../../../lib/delivery-text';
import { useDeliveryOptions } from '../../../lib/get-delivery-options';

function servedText(counties: ReadonlyArray<string>, t: TFunction<'catalog'>): string {
  if (counties.length === 0) return t('delivery.allKenya');
  if (counties.length <= 3) return counties.join(', ');
  return t('delivery.moreCounties', {
    first: counties.slice(0, 3).join(', '),
    count: counties.length - 3,
  });
}

/** How the shop delivers (its active delivery options) and takes returns, beside the buy button. */
export function DeliveryInfo() {
  const { t } = useTranslation('catalog');
  const options = useDeliveryOptions();
  return (
    <section
      aria-labelledby="delivery-info-heading"
      className="space-y-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-stone-200"
    >
      <h2 id="delivery-info-heading" className="text-base font-semibold text-stone-900">
        {t('delivery.heading')}
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
                  {deliveryKindText(option.kind)} · {servedText(option.counties, t)} ·{' '}
                  {deliveryDatesText(option)}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap text-stone-900">
                {deliveryFeeText(option.fee)}
                {option.free_over !== null && option.fee > 0 ? (
                  <span className="block text-right font-normal text-stone-600">
                    {t('delivery.freeFrom', { amount: formatKsh(option.free_over) })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-600">{t('delivery.atCheckout')}</p>
      )}
      <p className="text-stone-700">
        {t('delivery.returns', { days: RETURN_DAYS })}{' '}
        <Link to="/returns" className="font-medium text-brand-700 underline">
          {t('delivery.howReturnsWork')}
        </Link>
      </p>
    </section>
  );
}
