import { smsRecipient } from '@mavazi/shared/notify';
import type { Executor } from '../db/database';
import { languageOf } from '../i18n/i18n';
import { insertSms } from './sms-outbox.repository';
import { renderSms, type SmsEvent } from './sms-texts';

/** What a text needs to know of its shopper: the phone, the channels chosen and the language. */
export interface SmsUser {
  id: number;
  phone_number: string | null;
  notify_by: string | null;
  language: string;
}

/**
 * Queues the text of one event for a shopper who chose SMS and has a Kenyan mobile; call it inside
 * the transaction of the change. `eventKey` names the event (e.g. `order.placed:42`): queueing it
 * again adds nothing, so one event never sends two texts. Resolves true when a text was queued.
 */
export async function queueSms(
  db: Executor,
  user: SmsUser | undefined,
  eventKey: string,
  event: SmsEvent,
): Promise<boolean> {
  if (!user) return false;
  const to = smsRecipient(user);
  if (!to) return false;
  const language = languageOf(user);
  const id = await insertSms(db, {
    eventKey,
    kind: event.kind,
    userId: user.id,
    to,
    language,
    message: renderSms(event, language),
  });
  return id !== null;
}
