import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  INVALID_NEWSLETTER_LINK_TEXT,
  NEWSLETTER_CONFIRMED_TEXT,
  NEWSLETTER_TOKEN_PATTERN,
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
  confirmSubscription,
  findSubscriberByUnsubscribeHash,
  listSubscribers,
  subscribersAfter,
  markUnsubscribed,
  upsertPendingSubscription,
} from './newsletter.repository';
import { safeCell } from '../../lib/csv-cell';

export const CONFIRM_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** The unsubscribe address of a marketing mail: its body link and its `List-Unsubscribe` header. */
export function oneClickUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/newsletter/one-click-unsubscribe?token=${token}`;
}

const invalidLink = () => badRequest('INVALID_NEWSLETTER_LINK', INVALID_NEWSLETTER_LINK_TEXT);

/**
 * A pending subscription and its double opt-in mail. An address already subscribed, or pending with a
 * live link, gets nothing (asking again must not kill the link its owner holds); the caller answers the
 * same either way.
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
    await enqueueMail(
      trx,
      newsletterWelcomeMail(row.email, languageOf(row), oneClickUrl(publicUrl, unsubscribe.token)),
    );
  });
  mail.kick();
  return NEWSLETTER_CONFIRMED_TEXT;
}

/** The subscriber an unsubscribe link names, or undefined for a link that is not ours. */
async function subscriberOfLink(db: AppDeps['db'], token: string) {
  if (!NEWSLETTER_TOKEN_PATTERN.test(token)) return undefined;
  return findSubscriberByUnsubscribeHash(db, hashLinkToken(token));
}

/** The unsubscribe page's address and language for a token, or undefined for a link that is not ours. */
export async function findUnsubscribeLink(
  { db }: Pick<AppDeps, 'db'>,
  token: string,
): Promise<{ email: string; language: Language } | undefined> {
  const row = await subscriberOfLink(db, token);
  return row && { email: row.email, language: languageOf(row) };
}

/** One-click unsubscribe (the page's button, RFC 8058): idempotent; undefined for an unknown link. */
export async function unsubscribeByLink(
  { db }: Pick<AppDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<{ email: string; language: Language } | undefined> {
  const row = await subscriberOfLink(db, token);
  if (!row) return undefined;
  await markUnsubscribed(db, row.id, now.toISOString());
  return { email: row.email, language: languageOf(row) };
}

/** `POST /newsletter/unsubscribe`: one click, no sign-in; clicking again answers the same. */
export async function unsubscribeNewsletter(
  deps: Pick<AppDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<string> {
  if (!(await unsubscribeByLink(deps, token, now))) throw invalidLink();
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

/** Rows read per query while the CSV streams: memory stays flat however many addresses there are. */
export const CSV_PAGE_SIZE = 500;

async function* subscriberRecords(
  db: AppDeps['db'],
  status: NewsletterStatus | undefined,
): AsyncGenerator<string[]> {
  let afterId = 0;
  for (;;) {
    const rows = await subscribersAfter(db, { status, afterId, limit: CSV_PAGE_SIZE });
    for (const r of rows) yield SUBSCRIBER_CSV_COLUMNS.map((c) => safeCell(r[c] ?? ''));
    const last = rows.at(-1);
    if (!last || rows.length < CSV_PAGE_SIZE) return;
    afterId = last.id;
  }
}

/**
 * Every address with its consent as streamed CSV, read a page at a time (cells starting with = + - @
 * are quoted against formulas). A failed read ends the stream with its error.
 */
export function subscribersCsv({ db }: Pick<AppDeps, 'db'>, status?: NewsletterStatus): Readable {
  const csv = stringify({ header: true, columns: [...SUBSCRIBER_CSV_COLUMNS] });
  pipeline(Readable.from(subscriberRecords(db, status)), csv, () => undefined);
  return csv;
}
