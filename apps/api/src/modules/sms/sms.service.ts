import { randomUUID } from 'node:crypto';
import type {
  AdminSms,
  AdminSmsQuery,
  SmsDeliveryReport,
  SmsStatus,
} from '@mavazi/shared/sms.schemas';
import type { SmsRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../lib/http-error';
import { redactSecrets } from '../../lib/redact';
import type { PageOf } from '../../lib/paging';
import {
  applyDeliveryReport,
  findSmsById,
  insertSms,
  listSms,
} from '../../sms/sms-outbox.repository';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';

export function toAdminSms(row: SmsRow): AdminSms {
  return {
    id: row.id,
    event_key: row.event_key,
    kind: row.kind,
    user_id: row.user_id,
    phone: `+${row.to_phone}`,
    language: row.language,
    // A guest's text carries the order's private link: staff see the text, not the secret.
    message: redactSecrets(row.message),
    status: row.status as SmsStatus,
    attempts: row.attempts,
    last_error: row.last_error,
    provider_message_id: row.provider_message_id,
    provider_status: row.provider_status,
    failure_reason: row.failure_reason,
    cost: row.cost,
    resend_of: row.resend_of,
    created_at: row.created_at,
    sent_at: row.sent_at,
    delivered_at: row.delivered_at,
  };
}

/** A report for a text this shop never sent is acknowledged and ignored (the provider would retry it). */
export async function recordDeliveryReport(
  { db }: Pick<AppDeps, 'db'>,
  report: SmsDeliveryReport,
): Promise<boolean> {
  return applyDeliveryReport(
    db,
    {
      messageId: report.id,
      status: report.status,
      failureReason: report.failureReason ?? null,
    },
    new Date().toISOString(),
  );
}

export async function listTexts(
  { db }: Pick<AppDeps, 'db'>,
  query: AdminSmsQuery,
): Promise<PageOf<AdminSms>> {
  const page = await listSms(
    db,
    { status: query.status },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items: page.items.map(toAdminSms), total: page.total };
}

/**
 * Sends a text again as a new outbox row (the original keeps its own record and cost), with the
 * staff member's audit row in the same transaction.
 */
export async function resendText(
  { db, mail }: Pick<AppDeps, 'db' | 'mail'>,
  actor: AuditActor,
  id: number,
): Promise<AdminSms> {
  const copy = await db.transaction().execute(async (trx) => {
    const original = await findSmsById(trx, id);
    if (!original) throw notFound('SMS_NOT_FOUND', 'Text not found');
    // A resend is a deliberate new event: its own key, so the original's record stays as it was.
    const copyId = await insertSms(trx, {
      eventKey: `resend:${original.id}:${randomUUID()}`,
      kind: original.kind,
      userId: original.user_id,
      to: original.to_phone,
      language: original.language,
      message: original.message,
      resendOf: original.id,
    });
    const created = copyId === null ? undefined : await findSmsById(trx, copyId);
    if (!created) throw new Error('the resent text was not stored');
    await recordAudit(trx, actor, {
      action: 'sms.resend',
      entity: 'sms',
      entityId: original.id,
      changes: { resent_as: [null, created.id] },
    });
    return created;
  });
  mail.kick();
  return toAdminSms(copy);
}
