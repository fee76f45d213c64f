import { Trans, useTranslation } from 'react-i18next';
import { useShopInfo } from '../../../lib/get-shop-info';
import { AskUs, InfoPage } from '../components/info-page';

/** The privacy notice under Kenya's Data Protection Act, 2019. */
export function PrivacyPage() {
  const { t } = useTranslation('info');
  const shop = useShopInfo();
  const ask = <AskUs email={shop.data?.email} />;
  return (
    <InfoPage title={t('privacy.title')} intro={t('privacy.intro')} pending={shop.isPending}>
      <section>
        <h2>{t('privacy.whoHeading')}</h2>
        <p>
          {shop.data
            ? t('privacy.controllerAt', { address: shop.data.address })
            : t('privacy.controller')}
        </p>
      </section>
      <section>
        <h2>{t('privacy.whatHeading')}</h2>
        <ul>
          <li>{t('privacy.account')}</li>
          <li>{t('privacy.guests')}</li>
          <li>{t('privacy.marketing')}</li>
          <li>{t('privacy.orders')}</li>
          <li>{t('privacy.payments')}</li>
          <li>{t('privacy.reviews')}</li>
          <li>{t('privacy.technical')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('privacy.whyHeading')}</h2>
        <ul>
          <li>{t('privacy.contract')}</li>
          <li>{t('privacy.legal')}</li>
          <li>{t('privacy.secure')}</li>
          <li>{t('privacy.mail')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('privacy.shareHeading')}</h2>
        <p>{t('privacy.share')}</p>
      </section>
      <section>
        <h2>{t('privacy.keepHeading')}</h2>
        <p>{t('privacy.keep')}</p>
      </section>
      <section id="cookies">
        <h2>{t('privacy.cookiesHeading')}</h2>
        <p>{t('privacy.cookies')}</p>
      </section>
      <section>
        <h2>{t('privacy.rightsHeading')}</h2>
        <p>{t('privacy.rightsIntro')}</p>
        <ul>
          <li>{t('privacy.rightCopy')}</li>
          <li>{t('privacy.rightCorrect')}</li>
          <li>{t('privacy.rightDelete')}</li>
          <li>{t('privacy.rightMove')}</li>
        </ul>
        <p>
          {t('privacy.toAsk')}
          {ask}
          {t('privacy.askRest')}
        </p>
        <p>{t('privacy.selfService')}</p>
        <p>
          <Trans
            t={t}
            i18nKey="privacy.complain"
            components={{
              a: <a href="https://www.odpc.go.ke" target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </p>
      </section>
    </InfoPage>
  );
}
