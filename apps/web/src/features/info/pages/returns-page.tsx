import { RETURN_REASONS, RETURN_WINDOW_DAYS } from '@mavazi/shared/returns';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShopInfo } from '../../../lib/get-shop-info';
import { AskUs, InfoPage } from '../components/info-page';

/** The returns policy, with the shop's own return window (GET /shop; the default until it loads). */
export function ReturnsPage() {
  const { t } = useTranslation('info');
  const { t: tAccount } = useTranslation('account');
  const shop = useShopInfo();
  const days = shop.data?.return_window_days ?? RETURN_WINDOW_DAYS;
  const reasons = RETURN_REASONS.map((r) => tAccount(`returnReason.${r}`).toLowerCase()).join(', ');
  return (
    <InfoPage
      title={t('returns.title')}
      intro={t('returns.intro', { count: days })}
      pending={shop.isPending}
    >
      <section>
        <h2>{t('returns.whatHeading')}</h2>
        <ul>
          <li>{t('returns.unworn', { count: days })}</li>
          <li>{t('returns.reasons', { reasons })}</li>
          <li>{t('returns.hygiene')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('returns.howHeading')}</h2>
        <ol className="ml-5 list-decimal space-y-1">
          <li>
            <Trans t={t} i18nKey="returns.step1" components={{ a: <Link to="/my-orders" /> }} />
          </li>
          <li>{t('returns.step2')}</li>
          <li>{t('returns.step3')}</li>
          <li>
            {t('returns.questions')}
            <AskUs email={shop.data?.email} />.
          </li>
        </ol>
      </section>
      <section>
        <h2>{t('returns.refundsHeading')}</h2>
        <p>{t('returns.refunds')}</p>
      </section>
    </InfoPage>
  );
}
