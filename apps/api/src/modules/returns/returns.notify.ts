import { wantsEmail } from '@mavazi/shared/notify';
import type { ReturnStatus } from '@mavazi/shared/returns';
import type { Executor } from '../../db/database';
import type { ReturnRow, UserRow } from '../../db/schema';
import { orderMailName } from '../../lib/greeting-name';
import { languageOf } from '../../i18n/i18n';
import { enqueueMail } from '../../mail/outbox.repository';
import { queueSms, type SmsUser } from '../../sms/sms-queue';
import { returnStepMail } from './returns.mail';

/** The shopper a return's mail and text go to. */
export type ReturnShopper = SmsUser & Pick<UserRow, 'email' | 'username' | 'name'>;

/**
 * Mails and texts the shopper one step of a return, in the step's transaction, greeting them as order
 * mails do (a guest by the name given at checkout). The text's event key names the return and the
 * step, so a step queued twice sends one text.
 */
export async function notifyReturnStep(
  trx: Executor,
  shopper: ReturnShopper | undefined,
  order: { guest_name: string | null } | undefined,
  ret: ReturnRow,
  note: string | null,
  publicUrl: string,
): Promise<void> {
  if (!shopper) return;
  const status = ret.status as ReturnStatus;
  if (wantsEmail(shopper))
    await enqueueMail(
      trx,
      returnStepMail(
        shopper.email,
        languageOf(shopper),
        orderMailName(shopper, order ?? { guest_name: null }),
        ret,
        note,
        publicUrl,
      ),
    );
  await queueSms(trx, shopper, `return.${ret.id}.${status}`, {
    kind: 'return_update',
    returnNumber: ret.number,
    orderNumber: ret.order_number,
    status,
    exchangeOrderNumber: ret.exchange_order_number,
  });
}
