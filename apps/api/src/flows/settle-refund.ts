import { kenyaDate } from '@mavazi/shared/dates';
import { formatKsh, fromCents } from '@mavazi/shared/money';
import { wantsEmail } from '@mavazi/shared/notify';
import type { Executor } from '../db/database';
import type { RefundRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { languageOf } from '../i18n/i18n';
import { enqueueMail } from '../mail/outbox.repository';
import { recordAudit } from '../modules/audit/audit.repository';
import { systemActor, type AuditActor } from '../modules/audit/audit-actor';
import { changedFields } from '../modules/audit/changed-fields';
import {
  addRefundToOrder,
  insertStatusHistory,
  lockOrder,
} from '../modules/orders/orders.repository';
import {
  setCreditNoteNumber,
  takeCreditNoteNumber,
  updateRefundIfPending,
} from '../modules/refunds/refunds.repository';
import { refundCompletedMail } from '../modules/refunds/refunds.mail';
import { formatCreditNoteNumber } from '../modules/refunds/refunds.service';
import { addRefundedToReturn, lockReturn } from '../modules/returns/returns.repository';
import { orderMailName } from '../lib/greeting-name';
import { findUserById } from '../modules/accounts/users.repository';
import { queueSms } from '../sms/sms-queue';
import { stepReturn } from './return-steps';
import { updateOrderPaymentIf } from '../modules/payments/order-payments.repository';

export type SettleRefundDeps = Pick<AppDeps, 'db' | 'dialect' | 'publicUrl' | 'mail'>;

export interface RefundResult {
  status: 'Completed' | 'Failed';
  receipt: string | null;
  resultCode: number | null;
  resultDesc: string | null;
}

/**
 * Settles a Pending refund in the caller's transaction, once: the refund moves only while Pending,
 * so a result delivered twice, or by two processes, or racing a staff member, changes nothing the
 * second time (undefined). A completed refund gets the next credit note number of the Kenyan year,
 * adds to the order's refunded amount (Refunded once all paid is back), marks its return Refunded
 * and is mailed and texted to the shopper. Lock order: the order row first, as creating refunds does.
 */
export async function settleRefundIn(
  trx: Executor,
  deps: Pick<AppDeps, 'dialect' | 'publicUrl'>,
  refund: RefundRow,
  result: RefundResult,
  actor: AuditActor | null,
): Promise<RefundRow | undefined> {
  const order = await lockOrder(trx, deps.dialect, refund.order_id);
  if (!order) return undefined;
  const nowIso = new Date().toISOString();
  const settled = await updateRefundIfPending(trx, refund.id, {
    status: result.status,
    mpesa_receipt: result.receipt,
    result_code: result.resultCode,
    result_desc: result.resultDesc,
    completed_at: result.status === 'Completed' ? nowIso : null,
    updated_at: nowIso,
  });
  if (!settled) return undefined;
  if (actor) {
    await recordAudit(
      trx,
      actor,
      {
        action: 'refund.settle',
        entity: 'refund',
        entityId: refund.id,
        changes: changedFields(
          { status: refund.status, mpesa_receipt: refund.mpesa_receipt },
          { status: settled.status, mpesa_receipt: settled.mpesa_receipt },
        ),
      },
      nowIso,
    );
  }
  const amount = formatKsh(fromCents(refund.amount_cents));
  if (result.status === 'Failed') {
    await insertStatusHistory(trx, {
      order_id: order.id,
      status: order.status,
      payment_status: null,
      note: `Refund of ${amount} failed${result.resultDesc ? `: ${result.resultDesc}` : ''}`,
      changed_by: actor?.id ?? null,
      created_at: nowIso,
    });
    return settled;
  }

  const year = Number(kenyaDate(Date.parse(nowIso)).slice(0, 4));
  const creditNote = formatCreditNoteNumber(year, await takeCreditNoteNumber(trx, year));
  await setCreditNoteNumber(trx, refund.id, creditNote);
  const updated = await addRefundToOrder(trx, order.id, refund.amount_cents, nowIso);
  // Everything paid is refunded: the payment becomes Refunded, once (the order's row is locked).
  const becameRefunded =
    updated !== undefined &&
    updated.refunded_cents >= updated.total_cents &&
    (await updateOrderPaymentIf(trx, order.id, ['Pending', 'Paid', 'Failed'], {
      payment_status: 'Refunded',
    })) !== undefined;
  await insertStatusHistory(trx, {
    order_id: order.id,
    status: order.status,
    payment_status: becameRefunded ? 'Refunded' : null,
    note: `Refund of ${amount} completed${result.receipt ? `, M-Pesa receipt ${result.receipt}` : ''} (credit note ${creditNote})`,
    changed_by: actor?.id ?? null,
    created_at: nowIso,
  });
  if (refund.return_id !== null) {
    await addRefundedToReturn(trx, refund.return_id, refund.amount_cents);
    const ret = await lockReturn(trx, deps.dialect, refund.return_id);
    if (ret?.status === 'Received')
      await stepReturn(
        trx,
        deps,
        ret,
        'Refunded',
        actor ?? systemActor('mpesa'),
        `Refunded ${amount}`,
        {},
        null,
      );
  }
  const shopper = await findUserById(trx, order.user_id);
  if (shopper && wantsEmail(shopper)) {
    await enqueueMail(
      trx,
      refundCompletedMail(
        shopper.email,
        languageOf(shopper),
        orderMailName(shopper, order),
        order.order_number,
        refund.amount_cents,
        result.receipt,
        creditNote,
      ),
    );
  }
  await queueSms(trx, shopper, `refund.${refund.id}.completed`, {
    kind: 'refund_completed',
    orderNumber: order.order_number,
    amountCents: refund.amount_cents,
    receipt: result.receipt,
  });
  return { ...settled, credit_note_number: creditNote };
}

/** settleRefundIn in a transaction of its own; the mail is woken after the commit. */
export async function settleRefund(
  deps: SettleRefundDeps,
  find: (trx: Executor) => Promise<RefundRow | undefined>,
  result: RefundResult,
  actor: AuditActor | null,
): Promise<RefundRow | undefined> {
  const settled = await deps.db.transaction().execute(async (trx) => {
    const refund = await find(trx);
    return refund ? settleRefundIn(trx, deps, refund, result, actor) : undefined;
  });
  if (settled) deps.mail.kick();
  return settled;
}
