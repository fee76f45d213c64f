import type { Order } from '@mavazi/shared/orders.schemas';
import { useState } from 'react';
import { buttonClasses } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { openPrintable } from '../../../lib/api-download';
import { toast } from '../../../lib/toast';

/** Opens the paid order's printable tax invoice in a new tab (it needs the shopper's token). */
export function InvoiceButton({ order }: { order: Pick<Order, 'id' | 'order_number'> }) {
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      await openPrintable(`/orders/${order.id}/invoice`);
    } catch (err) {
      toast.error(`Error opening the invoice: ${errorMessage(err)}`);
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
      aria-label={`Download invoice of order ${order.order_number} (opens in a new tab)`}
    >
      Download invoice
    </button>
  );
}
