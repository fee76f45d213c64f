import { useTranslation } from 'react-i18next';
import { useCatalogUpdates } from '../../../lib/pwa/catalog-updates';
import { useOnline } from '../../../lib/pwa/online-status';

/**
 * Tells the shopper, while the phone has no connection, what still works and that checkout does not. As the
 * shell's one offline component it also refetches what the service worker reports as changed.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  useCatalogUpdates();
  // Nothing at all while online: an empty status region would stand beside each page's own.
  if (online) return null;
  return (
    <p
      role="status"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {t('banner.offline')}
    </p>
  );
}
