import type { StaffOrder, StaffOrderEvent } from '@mavazi/shared/orders.schemas';
import { orderStatusSchema } from '@mavazi/shared/orders.schemas';
import { paymentStatusSchema } from '@mavazi/shared/payments.schemas';
import { fromCents } from '@mavazi/shared/money';
import type { Executor } from '../db/database';
import type { AuditLogRow } from '../db/schema';
import { notFound } from '../lib/http-error';
import { listAudit } from '../modules/audit/audit.repository';
import type { Changes } from '../modules/audit/changed-fields';
import { findStatusHistory } from '../modules/orders/orders.repository';
import {
  findOrderByRef,
  loadTrackedOrder,
  ORDER_NOT_FOUND,
} from '../modules/orders/orders.service';
import { findPaymentsOfOrder } from '../modules/payments/payments.repository';
import { findOrderPayment } from '../modules/payments/order-payments.repository';
import { paymentReads } from '../modules/payments/payment-reads';
import { findUserById, findUsersByIds } from '../modules/accounts/users.repository';

/** More staff writes than any real order gathers; the Audit page has the rest. */
const AUDIT_ROWS_MAX = 200;

/**
 * Staff's order page: the order with its customer, the money collected on delivery, the M-Pesa
 * attempts and one history. A staff write is both a status-history row and an audit row stamped
 * with the same time and person; they become one event (who, role, what changed).
 */
export async function readStaffOrder(db: Executor, ref: string): Promise<StaffOrder> {
  const row = await findOrderByRef(db, ref);
  if (!row) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const [tracked, owner, payments, history, audit, payment] = await Promise.all([
    loadTrackedOrder({ db, paymentReads }, row),
    findUserById(db, row.user_id),
    findPaymentsOfOrder(db, row.id),
    findStatusHistory(db, row.id),
    listAudit(
      db,
      { entity: 'order', entityId: String(row.id) },
      { limit: AUDIT_ROWS_MAX, offset: 0 },
    ),
    findOrderPayment(db, row.id),
  ]);
  const staffIds = history.flatMap((h) => (h.changed_by === null ? [] : [h.changed_by]));
  const staff = new Map((await findUsersByIds(db, staffIds)).map((u) => [u.id, u]));
  const unpaired = new Set<AuditLogRow>(audit.items);
  const events: StaffOrderEvent[] = history.map((h) => {
    const pair = audit.items.find(
      (a) => unpaired.has(a) && a.at === h.created_at && a.actor_id === h.changed_by,
    );
    if (pair) unpaired.delete(pair);
    const person = h.changed_by === null ? undefined : staff.get(h.changed_by);
    return {
      at: h.created_at,
      action: pair?.action ?? 'status',
      status: orderStatusSchema.parse(h.status),
      payment_status:
        h.payment_status === null ? null : paymentStatusSchema.parse(h.payment_status),
      note: h.note,
      actor: pair
        ? { id: pair.actor_id, username: pair.actor_username, role: pair.actor_role }
        : person
          ? { id: person.id, username: person.username, role: person.staff_role }
          : null,
      changes: pair ? (JSON.parse(pair.changes) as Changes) : {},
    };
  });
  for (const a of unpaired) {
    events.push({
      at: a.at,
      action: a.action,
      status: null,
      payment_status: null,
      note: null,
      actor: { id: a.actor_id, username: a.actor_username, role: a.actor_role },
      changes: JSON.parse(a.changes) as Changes,
    });
  }
  events.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
  return {
    ...tracked,
    customer: owner
      ? { username: owner.username, email: owner.email, phone_number: owner.phone_number }
      : null,
    received:
      payment?.received_amount_cents != null && payment.received_reference !== null
        ? {
            amount: fromCents(payment.received_amount_cents),
            reference: payment.received_reference,
          }
        : null,
    payment_attempts: payments
      .map((p) => ({
        at: p.created_at,
        amount: fromCents(p.amount_cents),
        status: p.status,
        mpesa_receipt: p.mpesa_receipt,
        result: p.result_desc,
      }))
      .reverse(),
    history: events,
  };
}
