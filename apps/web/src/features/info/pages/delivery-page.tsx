import { formatKsh } from '@mavazi/shared/money';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deliveryFeeText, deliveryKindText } from '../../../lib/delivery-text';
import { useDeliveryOptions } from '../../../lib/get-delivery-options';
import { i18n } from '../../../lib/i18n';
import { InfoPage } from '../components/info-page';

function daysText(min: number, max: number): string {
  if (max === 0) return i18n.t('info:delivery.sameDay');
  const range = min === max ? `${max}` : `${min}–${max}`;
  return i18n.t('info:delivery.days', { count: max, range });
}

export function DeliveryPage() {
  const { t } = useTranslation('info');
  const options = useDeliveryOptions();
  return (
    <InfoPage title={t('delivery.title')} intro={t('delivery.intro')} pending={options.isPending}>
      <section aria-labelledby="delivery-options-heading">
        <h2 id="delivery-options-heading">{t('delivery.optionsHeading')}</h2>
        {options.data && options.data.length > 0 ? (
          <ul className="space-y-3 [&>li]:ml-0 [&>li]:list-none">
            {options.data.map((option) => (
              <li key={option.id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
                <p className="flex flex-wrap justify-between gap-x-3 font-semibold text-stone-900">
                  <span>{option.name}</span>
                  <span>{deliveryFeeText(option.fee)}</span>
                </p>
                <p className="text-sm">
                  {deliveryKindText(option.kind)} ·{' '}
                  {option.counties.length === 0
                    ? t('delivery.everyCounty')
                    : option.counties.join(', ')}{' '}
                  · {daysText(option.eta_min_days, option.eta_max_days)}
                  {option.free_over !== null && option.fee > 0
                    ? t('delivery.freeFrom', { amount: formatKsh(option.free_over) })
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('delivery.atCheckout')}</p>
        )}
      </section>
      <section>
        <h2>{t('delivery.howHeading')}</h2>
        <ul>
          <li>{t('delivery.chooseCounty')}</li>
          <li>{t('delivery.feeOnce')}</li>
          <li>
            <Trans t={t} i18nKey="delivery.emails" components={{ a: <Link to="/my-orders" /> }} />
          </li>
          <li>{t('delivery.riderCalls')}</li>
        </ul>
      </section>
    </InfoPage>
  );
}
