import type { Executor } from '../db/database';
import type { MailRow } from '../db/schema';
import type { MailMessage } from './mail-message';

/** Queues a message; call it inside the transaction of the change the mail reports. */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      list_unsubscribe_url: message.listUnsubscribeUrl ?? null,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

export function findDueMail(db: Executor, nowIso: string, limit: number): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes a message for sending by pushing its next attempt out; false when another worker took it first. */
export async function leaseMail(
  db: Executor,
  row: MailRow,
  leaseUntilIso: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntilIso })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markMailSent(db: Executor, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      status: 'sent',
      sent_at: nowIso,
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markMailAttemptFailed(
  db: Executor,
  id: number,
  error: string,
  nextAttemptIso: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      ...(nextAttemptIso ? { next_attempt_at: nextAttemptIso } : { status: 'failed' }),
    }))
    .where('id', '=', id)
    .execute();
}

export async function countPendingMail(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface MailQueueState {
  /** Messages waiting to be sent (including ones being retried). */
  queued: number;
  /** Messages given up on after every retry. */
  failed: number;
  /** When the oldest waiting message was queued; null when none waits. */
  oldestUnsentAt: string | null;
}

export async function readMailQueueState(db: Executor): Promise<MailQueueState> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      'status',
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const pending = rows.find((r) => r.status === 'pending');
  const failed = rows.find((r) => r.status === 'failed');
  return {
    queued: Number(pending?.n ?? 0),
    failed: Number(failed?.n ?? 0),
    oldestUnsentAt: pending?.oldest ?? null,
  };
}

/** The mails to an address, oldest first (the data export). */
export function findMailTo(db: Executor, address: string): Promise<MailRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', address)
    .orderBy('id')
    .execute();
}

/** Erasure: every mail to the address is removed (one still waiting is not sent any more). */
export async function deleteMailTo(db: Executor, address: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('to_address', '=', address).execute();
}
