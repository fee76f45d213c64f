import { SHOP_NAME } from '@mavazi/shared/constants';
import { wantsEmail } from '@mavazi/shared/notify';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import type { ReturnStatus } from '@mavazi/shared/returns.schemas';
import type { Executor } from '../../db/database';
import type { ReturnRow } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox.repository';
import { queueSms, type SmsUser } from '../../sms/sms-queue';

/** The shopper a return's mail and text go to. */
export type ReturnShopper = SmsUser & { email: string; username: string };

const STEP_TEXT: Record<ReturnStatus, string> = {
  Requested: 'We have received your return request. We will look at it and reply soon.',
  Approved:
    'Your return is approved. Please bring the items to our shop or send them back to us with the return number.',
  Rejected: 'We are sorry, your return was not approved.',
  Received: 'We have received the returned items. Your refund or exchange follows.',
  Refunded: 'Your return is refunded.',
  Exchanged: 'Your exchange order is on its way soon; you will hear from us when it ships.',
};

/**
 * Mails and texts the shopper one step of a return, in the step's transaction. The text's event key
 * names the return and the step, so a step queued twice sends one text.
 */
export async function notifyReturnStep(
  trx: Executor,
  shopper: ReturnShopper | undefined,
  ret: ReturnRow,
  note: string | null,
  publicUrl: string,
): Promise<void> {
  if (!shopper) return;
  const status = ret.status as ReturnStatus;
  if (wantsEmail(shopper)) {
    const lines = [
      `Hello ${shopper.username},`,
      '',
      `Return ${ret.number} for order ${ret.order_number}: ${status}.`,
      STEP_TEXT[status],
      ...(note ? ['', `Note: ${note}`] : []),
      ...(ret.exchange_order_number ? ['', `Exchange order: ${ret.exchange_order_number}`] : []),
      ...(ret.refunded_cents > 0 ? [`Refunded: ${formatKsh(fromCents(ret.refunded_cents))}`] : []),
      '',
      `Follow it in My Orders: ${publicUrl}/my-orders`,
      '',
      SHOP_NAME,
    ];
    await enqueueMail(trx, {
      to: shopper.email,
      subject: `${SHOP_NAME} return ${ret.number}: ${status}`,
      text: lines.join('\n'),
    });
  }
  await queueSms(trx, shopper, `return.${ret.id}.${status}`, {
    kind: 'return_update',
    returnNumber: ret.number,
    orderNumber: ret.order_number,
    status,
    exchangeOrderNumber: ret.exchange_order_number,
  });
}
