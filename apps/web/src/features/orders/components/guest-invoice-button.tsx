import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { buttonClasses } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { openPrintable } from '../../../lib/api-download';
import { serverErrorOr } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';

/** A paid guest order's printable invoice, opened in a new tab through the private link. */
export function GuestInvoiceButton({ number, token }: { number: string; token: string }) {
  const { t } = useTranslation('purchase');
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      const query = new URLSearchParams({ number, token });
      await openPrintable(`/orders/lookup/invoice?${query.toString()}`);
    } catch (err) {
      toast.error(t('lookup.invoiceFailed', { error: serverErrorOr(err, errorMessage(err)) }));
    } finally {
      setOpening(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      className={buttonClasses('secondary')}
      aria-label={t('lookup.invoiceLabel', { number })}
    >
      {t('lookup.invoice')}
    </button>
  );
}
