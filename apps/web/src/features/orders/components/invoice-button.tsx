import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button';
import { errorText } from '../../../lib/error-text';
import { openPrintable } from '../../../lib/api-download';
import { toast } from '../../../lib/toast';

/** Opens the paid order's printable tax invoice in a new tab (it needs the shopper's token). */
export function InvoiceButton({ order }: { order: Pick<Order, 'id' | 'order_number'> }) {
  const { t } = useTranslation('account');
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      await openPrintable(`/orders/${order.id}/invoice`);
    } catch (err) {
      toast.error(t('order.invoiceFailed', { error: errorText(err) }));
    } finally {
      setOpening(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      className={`${buttonClasses('secondary')} ml-3`}
      aria-label={t('order.invoiceLabel', { number: order.order_number })}
    >
      {t('order.invoice')}
    </button>
  );
}
