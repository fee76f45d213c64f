import { stringify } from 'csv-stringify/sync';
import {
  INVALID_NEWSLETTER_LINK_TEXT,
  NEWSLETTER_CONFIRMED_TEXT,
  NEWSLETTER_UNSUBSCRIBED_TEXT,
  type AdminSubscriber,
  type AdminSubscribersQuery,
  type NewsletterStatus,
} from '@mavazi/shared/newsletter.schemas';
import type { Language } from '@mavazi/shared/notify';
import type { NewsletterSubscriberRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import type { PageOf } from '../../lib/paging';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { enqueueMail } from '../../mail/outbox.repository';
import { languageOf } from '../../i18n/i18n';
import { newsletterConfirmMail, newsletterWelcomeMail } from './newsletter.mail';
import {
  allSubscribers,
  confirmSubscription,
  findSubscriberByUnsubscribeHash,
  listSubscribers,
  markUnsubscribed,
  upsertPendingSubscription,
} from './newsletter.repository';
import { safeCell } from '../../lib/csv-cell';

export const CONFIRM_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

const invalidLink = () => badRequest('INVALID_NEWSLETTER_LINK', INVALID_NEWSLETTER_LINK_TEXT);

/**
 * A pending subscription and its double opt-in mail (a new link each time; the previous one dies).
 * An address already subscribed gets nothing: the caller answers the same either way.
 */
export async function requestSubscription(
  { db, mail, publicUrl }: Pick<AppDeps, 'db' | 'mail' | 'publicUrl'>,
  email: string,
  language: Language,
  now = new Date(),
): Promise<void> {
  const { token, hash } = newLinkToken();
  const queued = await db.transaction().execute(async (trx) => {
    const row = await upsertPendingSubscription(trx, {
      email: email.toLowerCase(),
      language,
      confirmTokenHash: hash,
      confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS).toISOString(),
      nowIso: now.toISOString(),
    });
    if (!row) return false;
    const url = `${publicUrl}/newsletter/confirm?token=${token}`;
    await enqueueMail(trx, newsletterConfirmMail(email, language, url));
    return true;
  });
  if (queued) mail.kick();
}

/** `POST /newsletter/confirm`: a live, unused link subscribes its address; any other is 400. */
export async function confirmNewsletter(
  { db, mail, publicUrl }: Pick<AppDeps, 'db' | 'mail' | 'publicUrl'>,
  token: string,
  now = new Date(),
): Promise<string> {
  const unsubscribe = newLinkToken();
  await db.transaction().execute(async (trx) => {
    const row = await confirmSubscription(
      trx,
      hashLinkToken(token),
      unsubscribe.hash,
      now.toISOString(),
    );
    if (!row) throw invalidLink();
    const url = `${publicUrl}/newsletter/unsubscribe?token=${unsubscribe.token}`;
    await enqueueMail(trx, newsletterWelcomeMail(row.email, languageOf(row), url));
  });
  mail.kick();
  return NEWSLETTER_CONFIRMED_TEXT;
}

/** `POST /newsletter/unsubscribe`: one click, no sign-in; clicking again answers the same. */
export async function unsubscribeNewsletter(
  { db }: Pick<AppDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<string> {
  const row = await findSubscriberByUnsubscribeHash(db, hashLinkToken(token));
  if (!row) throw invalidLink();
  await markUnsubscribed(db, row.id, now.toISOString());
  return NEWSLETTER_UNSUBSCRIBED_TEXT;
}

export function toAdminSubscriber(row: NewsletterSubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    language: row.language,
    consented_at: row.consented_at,
    unsubscribed_at: row.unsubscribed_at,
    created_at: row.created_at,
  };
}

export async function listNewsletterSubscribers(
  { db }: Pick<AppDeps, 'db'>,
  query: AdminSubscribersQuery,
): Promise<PageOf<AdminSubscriber>> {
  const { rows, total } = await listSubscribers(db, {
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map(toAdminSubscriber), total };
}

export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'language',
  'consented_at',
  'unsubscribed_at',
  'created_at',
] as const;

/** Every address with its consent, as CSV (cells starting with = + - @ are quoted against formulas). */
export async function subscribersCsv(
  { db }: Pick<AppDeps, 'db'>,
  status?: NewsletterStatus,
): Promise<string> {
  const rows = await allSubscribers(db, status);
  return stringify(
    rows.map((r) => SUBSCRIBER_CSV_COLUMNS.map((c) => safeCell(r[c] ?? ''))),
    { header: true, columns: [...SUBSCRIBER_CSV_COLUMNS] },
  );
}
