import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from '../components/info-page';

export function TermsPage() {
  const { t } = useTranslation('info');
  return (
    <InfoPage title={t('terms.title')} intro={t('terms.intro')}>
      <section>
        <h2>{t('terms.pricesHeading')}</h2>
        <ul>
          <li>{t('terms.prices')}</li>
          <li>{t('terms.contract')}</li>
          <li>{t('terms.promo')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('terms.paymentHeading')}</h2>
        <p>{t('terms.payment')}</p>
      </section>
      <section>
        <h2>{t('terms.deliveryHeading')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="terms.delivery"
            components={{ a: <Link to="/delivery" />, b: <Link to="/returns" /> }}
          />
        </p>
      </section>
      <section>
        <h2>{t('terms.accountHeading')}</h2>
        <p>{t('terms.account')}</p>
      </section>
      <section>
        <h2>{t('terms.lawHeading')}</h2>
        <p>{t('terms.law')}</p>
      </section>
    </InfoPage>
  );
}
