import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from '../components/info-page';

export function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <InfoPage title={t('about.title')} intro={t('about.intro')}>
      <section>
        <h2>{t('about.whoHeading')}</h2>
        <p>{t('about.who')}</p>
      </section>
      <section>
        <h2>{t('about.howHeading')}</h2>
        <ul>
          <li>{t('about.prices')}</li>
          <li>{t('about.pay')}</li>
          <li>
            <Trans t={t} i18nKey="about.deliver" components={{ a: <Link to="/delivery" /> }} />
          </li>
          <li>
            <Trans t={t} i18nKey="about.returns" components={{ a: <Link to="/returns" /> }} />
          </li>
        </ul>
      </section>
      <section>
        <h2>{t('about.talkHeading')}</h2>
        <p>
          <Trans t={t} i18nKey="about.talk" components={{ a: <Link to="/contact" /> }} />
        </p>
      </section>
    </InfoPage>
  );
}
