import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from '../components/info-page';

export function AboutPage() {
  const { t } = useTranslation('info');
  const linked = (key: 'about.deliver' | 'about.returns' | 'about.talk', to: string) => (
    <Trans t={t} i18nKey={key} components={{ a: <Link to={to} /> }} />
  );
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
          <li>{linked('about.deliver', '/delivery')}</li>
          <li>{linked('about.returns', '/returns')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('about.talkHeading')}</h2>
        <p>{linked('about.talk', '/contact')}</p>
      </section>
    </InfoPage>
  );
}
