import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/pwa/online-status';

/** Tells the shopper, while the phone has no connection, what still works and that checkout does not. */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          {t('banner.offline')}
        </p>
      )}
    </div>
  );
}
