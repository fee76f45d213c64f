import { randomUUID } from 'node:crypto';
import { normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { formatKsh, fromCents, toCents } from '@mavazi/shared/money';
import type { Refund, RefundCreateBody } from '@mavazi/shared/returns.schemas';
import type { RefundRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { recordAudit } from '../modules/audit/audit.repository';
import type { AuditActor } from '../modules/audit/audit-actor';
import { changedFields } from '../modules/audit/changed-fields';
import { lockOrder } from '../modules/orders/orders.repository';
import { withPayment } from '../modules/payments/order-payments.repository';
import { ORDER_NOT_FOUND } from '../modules/orders/orders.service';
import { DarajaError } from '../modules/payments/daraja-client';
import {
  findLiveRefundOfReturn,
  findRefundById,
  findRefundByIdempotencyKey,
  insertRefund,
  sumLiveRefunds,
  updateRefundIfPending,
} from '../modules/refunds/refunds.repository';
import { toRefundDto } from '../modules/refunds/refunds.service';
import { findReturnById } from '../modules/returns/returns.repository';
import { RETURN_NOT_FOUND_TEXT } from '../modules/returns/returns.service';
import { findUserById } from '../modules/accounts/users.repository';
import { settleRefund, settleRefundIn } from './settle-refund';

export type RefundDeps = Pick<AppDeps, 'db' | 'dialect' | 'publicUrl' | 'mail' | 'payments'>;

/** What the timeout of a B2C request leaves: sent, outcome unknown until the result or staff say. */
export const B2C_UNKNOWN_TEXT =
  'M-Pesa did not answer in time: the refund may still be paid. Wait for the result or check the M-Pesa portal';

export interface RefundCreated {
  refund: Refund;
  /** False when an earlier request (same Idempotency-Key, or a refund of the same return) answered. */
  created: boolean;
}

/**
 * POST /admin/orders/{id}/refunds. One transaction, with the order row locked, checks that the
 * order's refunds that did not fail never add up to more than was paid and records the refund
 * (manual ones complete at once). An M-Pesa refund is then sent by B2C OUTSIDE that transaction:
 * Daraja may take seconds and the row must not stay locked; its result arrives later. A refused
 * request fails the refund; a time-out leaves it Pending (the money may still move).
 */
export async function refundOrder(
  deps: RefundDeps,
  actor: AuditActor,
  orderId: number,
  body: RefundCreateBody,
  idempotencyKey: string | undefined,
): Promise<RefundCreated> {
  const { db, dialect, payments } = deps;
  const amountCents = toCents(body.amount);
  const recorded = await db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, dialect, orderId);
    if (!locked) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    const order = await withPayment(trx, locked);
    if (idempotencyKey) {
      const earlier = await findRefundByIdempotencyKey(trx, order.id, idempotencyKey);
      if (earlier) return { row: earlier, order, created: false };
    }
    if (body.return_id != null) {
      const ret = await findReturnById(trx, body.return_id);
      if (!ret || ret.order_id !== order.id)
        throw notFound('RETURN_NOT_FOUND', RETURN_NOT_FOUND_TEXT);
      // A return is refunded once: a second click answers the first refund.
      const live = await findLiveRefundOfReturn(trx, ret.id);
      if (live) return { row: live, order, created: false };
      if (ret.status !== 'Received')
        throw conflict(
          'STATUS_CHANGE_NOT_ALLOWED',
          `Refund a return once it is received (it is ${ret.status})`,
        );
    }
    const paid = ['Paid', 'Refunded'].includes(order.payment_status) ? order.total_cents : 0;
    const already = await sumLiveRefunds(trx, order.id);
    if (already + amountCents > paid) {
      const left = Math.max(0, paid - already);
      throw conflict(
        'REFUND_EXCEEDS_PAID',
        paid === 0
          ? 'Nothing was paid for this order'
          : `At most ${formatKsh(fromCents(left))} can still be refunded (paid ${formatKsh(fromCents(paid))})`,
        { amount: `At most ${fromCents(left)}` },
      );
    }
    let phone: string | null = null;
    if (body.method === 'mpesa') {
      if (!payments.b2cEnabled)
        throw conflict(
          'METHOD_NOT_OFFERED',
          'M-Pesa refunds are not set up (MPESA_B2C_* settings)',
        );
      if (amountCents % 100 !== 0)
        throw badRequest('VALIDATION_FAILED', 'M-Pesa refunds are in whole shillings', {
          amount: 'M-Pesa refunds are in whole shillings',
        });
      const owner = await findUserById(trx, order.user_id);
      const candidate = body.phone ?? order.mpesa_phone ?? owner?.phone_number ?? null;
      phone = candidate ? normalizeKenyanPhone(candidate) : null;
      if (!phone)
        throw badRequest('MPESA_PHONE_REQUIRED', 'Enter the M-Pesa number to refund to', {
          phone: 'Enter the M-Pesa number to refund to',
        });
    }
    const nowIso = new Date().toISOString();
    const row = await insertRefund(trx, {
      order_id: order.id,
      return_id: body.return_id ?? null,
      amount_cents: amountCents,
      method: body.method,
      status: 'Pending',
      reason: body.reason,
      phone,
      mpesa_receipt: null,
      originator_conversation_id: body.method === 'mpesa' ? `MVZ-${randomUUID()}` : null,
      conversation_id: null,
      result_code: null,
      result_desc: null,
      credit_note_number: null,
      idempotency_key: idempotencyKey ?? null,
      created_by: actor.id,
      created_at: nowIso,
      updated_at: nowIso,
      completed_at: null,
    });
    await recordAudit(
      trx,
      actor,
      {
        action: 'refund.create',
        entity: 'refund',
        entityId: row.id,
        changes: changedFields(null, {
          order_id: order.id,
          return_id: row.return_id,
          amount_cents: amountCents,
          method: row.method,
          reason: row.reason,
        }),
      },
      nowIso,
    );
    // Cash or bank: the staff member paid it already, so it completes now.
    const settled =
      body.method === 'manual'
        ? await settleRefundIn(
            trx,
            deps,
            row,
            { status: 'Completed', receipt: null, resultCode: null, resultDesc: null },
            null,
          )
        : undefined;
    return { row: settled ?? row, order, created: true };
  });
  if (!recorded.created) {
    const current = (await findRefundById(db, recorded.row.id)) ?? recorded.row;
    return { refund: toRefundDto(current, recorded.order.order_number), created: false };
  }
  if (recorded.row.method === 'manual') deps.mail.kick();
  const row =
    recorded.row.method === 'mpesa'
      ? await sendB2c(deps, recorded.row, recorded.order.order_number)
      : recorded.row;
  return { refund: toRefundDto(row, recorded.order.order_number), created: true };
}

/** Sends the B2C request of a Pending refund and records what Daraja answered. */
async function sendB2c(
  deps: RefundDeps,
  refund: RefundRow,
  orderNumber: string,
): Promise<RefundRow> {
  const { db, payments } = deps;
  try {
    const accepted = await payments.mpesa.b2cPayment({
      originatorConversationId: refund.originator_conversation_id ?? '',
      amount: refund.amount_cents / 100,
      phone: refund.phone ?? '',
      remarks: `Refund for order ${orderNumber}`,
      occasion: orderNumber,
      resultUrl: payments.b2cResultUrl(),
      queueTimeoutUrl: payments.b2cTimeoutUrl(),
    });
    const updated = await updateRefundIfPending(db, refund.id, {
      conversation_id: accepted.conversationId,
      updated_at: new Date().toISOString(),
    });
    return updated ?? (await findRefundById(db, refund.id)) ?? refund;
  } catch (error) {
    if (!(error instanceof DarajaError)) throw error;
    if (error.kind === 'unknown' || error.kind === 'protocol') {
      payments.log.warn({ refundId: refund.id, err: error }, 'B2C refund outcome unknown');
      const updated = await updateRefundIfPending(db, refund.id, {
        result_desc: B2C_UNKNOWN_TEXT,
        updated_at: new Date().toISOString(),
      });
      return updated ?? refund;
    }
    // Refused or never reached: nothing was paid, so the refund failed and may be asked again.
    payments.log.warn({ refundId: refund.id, err: error }, 'B2C refund refused');
    const failed = await settleRefund(
      deps,
      async () => refund,
      { status: 'Failed', receipt: null, resultCode: null, resultDesc: error.message },
      null,
    );
    return failed ?? (await findRefundById(db, refund.id)) ?? refund;
  }
}
