import type { Executor } from '../db/database';
import type { SmsRow } from '../db/schema';

export interface NewSms {
  eventKey: string;
  kind: string;
  userId: number | null;
  /** 2547XXXXXXXX */
  to: string;
  language: string;
  message: string;
  resendOf?: number | null;
}

/**
 * Queues a text; call it inside the transaction of the change it reports. An event already queued
 * (same event key) adds nothing: resolves with the new row's id, or null when it added nothing.
 */
export async function insertSms(db: Executor, sms: NewSms): Promise<number | null> {
  const now = new Date().toISOString();
  const result = await db
    .insertInto('sms_outbox')
    .values({
      event_key: sms.eventKey,
      kind: sms.kind,
      user_id: sms.userId,
      to_phone: sms.to,
      language: sms.language,
      message: sms.message,
      status: 'pending',
      next_attempt_at: now,
      resend_of: sms.resendOf ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('event_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return result?.id ?? null;
}

export function findDueSms(db: Executor, nowIso: string, limit: number): Promise<SmsRow[]> {
  return db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes a text for sending by pushing its next attempt out to the end of a lease; false when another
 * worker (this process or another) took it first. A worker that dies mid-send leaves the lease to run
 * out, and the text is sent again: at least once.
 */
export async function leaseSms(db: Executor, row: SmsRow, leaseUntilIso: string): Promise<boolean> {
  const result = await db
    .updateTable('sms_outbox')
    .set({ next_attempt_at: leaseUntilIso })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSmsSent(
  db: Executor,
  id: number,
  accepted: { messageId: string; status: string; cost: string },
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: nowIso,
      attempts: eb('attempts', '+', 1),
      last_error: null,
      provider_message_id: accepted.messageId,
      provider_status: accepted.status,
      cost: accepted.cost,
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A failed attempt: tried again at `nextAttemptIso`, or given up on (null). */
export async function markSmsAttemptFailed(
  db: Executor,
  id: number,
  error: string,
  nextAttemptIso: string | null,
): Promise<void> {
  await db
    .updateTable('sms_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(nextAttemptIso ? { next_attempt_at: nextAttemptIso } : { status: 'failed' }),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** Texts that will not be sent (SMS_ENV=off) leave the queue as failed, with the reason. */
export async function failPendingSms(db: Executor, reason: string): Promise<number> {
  const result = await db
    .updateTable('sms_outbox')
    .set({ status: 'failed', last_error: reason })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const FINAL_REPORTS: Record<string, 'delivered' | 'failed'> = {
  Success: 'delivered',
  Failed: 'failed',
  Rejected: 'failed',
};

/**
 * Applies a delivery report to the text with that provider id. A final report (Success, Failed,
 * Rejected) settles it once; an interim one (Sent, Submitted, Buffered) only notes the provider's
 * status while nothing final arrived. Resolves false for an id this shop never sent.
 */
export async function applyDeliveryReport(
  db: Executor,
  report: { messageId: string; status: string; failureReason: string | null },
  nowIso: string,
): Promise<boolean> {
  const final = FINAL_REPORTS[report.status];
  const result = await db
    .updateTable('sms_outbox')
    .set({
      provider_status: report.status,
      failure_reason: report.failureReason,
      ...(final ? { status: final, delivered_at: final === 'delivered' ? nowIso : null } : {}),
    })
    .where('provider_message_id', '=', report.messageId)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findSmsById(db: Executor, id: number): Promise<SmsRow | undefined> {
  return db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One page of texts, newest first, and how many match. */
export async function listSms(
  db: Executor,
  filter: { status?: string },
  page: { limit: number; offset: number },
): Promise<{ items: SmsRow[]; total: number }> {
  let query = db.selectFrom('sms_outbox');
  if (filter.status) query = query.where('status', '=', filter.status);
  const items = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await query
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { items, total: Number(count.n) };
}

/** Texts waiting to be sent, for the health page's queue figures. */
export async function countPendingSms(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The texts to a shopper, oldest first (the data export). */
export function findSmsOfUser(db: Executor, userId: number): Promise<SmsRow[]> {
  return db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Erasure: a shopper's texts are removed (a pending one is not sent any more). */
export async function deleteSmsOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sms_outbox').where('user_id', '=', userId).execute();
}
