import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { errorText, serverErrorOr } from '../../../lib/error-text';
import { openPrintable } from '../../../lib/api-download';
import { toast } from '../../../lib/toast';

/**
 * Opens the paid order's printable tax invoice in a new tab: with the shopper's token, or for a guest's
 * order (`linkToken`) through its private link.
 */
export function InvoiceButton({
  order,
  linkToken,
  className,
}: {
  order: Pick<Order, 'id' | 'order_number'>;
  linkToken?: string;
  className?: string;
}) {
  const { t } = useTranslation(['account', 'purchase']);
  const [opening, setOpening] = useState(false);
  const number = order.order_number;
  async function open() {
    setOpening(true);
    try {
      if (linkToken === undefined) {
        await openPrintable(`/orders/${order.id}/invoice`);
      } else {
        const query = new URLSearchParams({ number, token: linkToken });
        await openPrintable(`/orders/lookup/invoice?${query.toString()}`);
      }
    } catch (err) {
      toast.error(
        linkToken === undefined
          ? t('order.invoiceFailed', { error: errorText(err) })
          : t('purchase:lookup.invoiceFailed', { error: serverErrorOr(err, errorMessage(err)) }),
      );
    } finally {
      setOpening(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={opening}
      className={`${buttonClasses('secondary')}${className ? ` ${className}` : ''}`}
      aria-label={
        linkToken === undefined
          ? t('order.invoiceLabel', { number })
          : t('purchase:lookup.invoiceLabel', { number })
      }
    >
      {linkToken === undefined ? t('order.invoice') : t('purchase:lookup.invoice')}
    </button>
  );
}
