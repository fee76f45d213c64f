import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button';

/** Signed out at checkout: sign in, create an account (and come back), or go on as a guest. */
export function CheckoutGate({ onGuest }: { onGuest: () => void }) {
  const { t } = useTranslation('purchase');
  const back = { from: { pathname: '/checkout' } };
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="gate-account"
        className="space-y-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <h2 id="gate-account" className="text-lg font-semibold text-stone-900">
          {t('gate.accountHeading')}
        </h2>
        <p className="text-sm text-stone-600">{t('gate.accountWhy')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/login" state={back} className={buttonClasses('primary')}>
            {t('gate.signIn')}
          </Link>
          <Link to="/register?redirect=/checkout" className={buttonClasses('secondary')}>
            {t('gate.register')}
          </Link>
        </div>
      </section>
      <section
        aria-labelledby="gate-guest"
        className="space-y-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      >
        <h2 id="gate-guest" className="text-lg font-semibold text-stone-900">
          {t('gate.guestHeading')}
        </h2>
        <p className="text-sm text-stone-600">{t('gate.guestWhy')}</p>
        <Button variant="secondary" onClick={onGuest}>
          {t('gate.continueAsGuest')}
        </Button>
      </section>
    </div>
  );
}
