import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopInfo } from '../../../lib/get-shop-info';
import { InfoPage } from '../components/info-page';

const rowClasses = 'grid gap-1 py-3 sm:grid-cols-[10rem_1fr]';

export function ContactPage() {
  const { t } = useTranslation('info');
  const shop = useShopInfo();
  const info = shop.data;
  const support = { a: <Link to="/support" /> };
  return (
    <InfoPage title={t('contact.title')} intro={t('contact.intro')}>
      {shop.isError ? (
        <p role="alert">
          <Trans t={t} i18nKey="contact.failed" components={support} />
        </p>
      ) : (
        <dl className="divide-y divide-stone-200 rounded-2xl bg-white px-5 ring-1 ring-stone-200">
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">{t('contact.address')}</dt>
            <dd>{info ? info.address : <Placeholder />}</dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">{t('contact.phone')}</dt>
            <dd>
              {info ? <a href={`tel:+${info.phone}`}>{info.phone_display}</a> : <Placeholder />}
            </dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">WhatsApp</dt>
            <dd>
              {info ? (
                <a href={info.whatsapp_url} target="_blank" rel="noopener noreferrer">
                  {t('contact.chat', { phone: info.phone_display })}
                </a>
              ) : (
                <Placeholder />
              )}
            </dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">{t('contact.email')}</dt>
            <dd>{info ? <a href={`mailto:${info.email}`}>{info.email}</a> : <Placeholder />}</dd>
          </div>
          <div className={rowClasses}>
            <dt className="font-semibold text-stone-900">{t('contact.hours')}</dt>
            <dd>{info ? info.hours : <Placeholder />}</dd>
          </div>
        </dl>
      )}
      <p>
        <Trans t={t} i18nKey="contact.aboutOrder" components={support} />
      </p>
    </InfoPage>
  );
}

/** Keeps a row's height while the details load. */
function Placeholder() {
  return <span className="inline-block h-5 w-48 animate-pulse rounded bg-stone-200" />;
}
