import type { NewsletterStatus } from '@mavazi/shared/newsletter.schemas';
import type { Executor } from '../../db/database';
import type { NewsletterSubscriberRow } from '../../db/schema';

export interface PendingSubscription {
  email: string;
  language: string;
  confirmTokenHash: string;
  confirmExpiresAt: string;
  nowIso: string;
}

/**
 * A new or renewed pending subscription in one upsert (parallel requests cannot make two rows). An
 * address already subscribed, or pending with a live link, is left as it is and answers undefined: a
 * stranger asking again must neither kill the owner's link nor touch a given consent.
 */
export async function upsertPendingSubscription(
  db: Executor,
  s: PendingSubscription,
): Promise<{ id: number } | undefined> {
  return db
    .insertInto('newsletter_subscribers')
    .values({
      email: s.email,
      status: 'pending',
      language: s.language,
      confirm_token_hash: s.confirmTokenHash,
      confirm_expires_at: s.confirmExpiresAt,
      created_at: s.nowIso,
      updated_at: s.nowIso,
    })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({
          status: 'pending',
          language: s.language,
          confirm_token_hash: s.confirmTokenHash,
          confirm_expires_at: s.confirmExpiresAt,
          updated_at: s.nowIso,
        })
        .where((eb) =>
          eb.or([
            eb('newsletter_subscribers.status', '=', 'unsubscribed'),
            eb.and([
              eb('newsletter_subscribers.status', '=', 'pending'),
              eb.or([
                eb('newsletter_subscribers.confirm_expires_at', 'is', null),
                eb('newsletter_subscribers.confirm_expires_at', '<=', s.nowIso),
              ]),
            ]),
          ]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Uses a live confirmation link once: the address becomes subscribed, consent stamped now. */
export function confirmSubscription(
  db: Executor,
  confirmTokenHash: string,
  unsubscribeTokenHash: string,
  nowIso: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'subscribed',
      consented_at: nowIso,
      confirm_token_hash: null,
      confirm_expires_at: null,
      unsubscribe_token_hash: unsubscribeTokenHash,
      updated_at: nowIso,
    })
    .where('confirm_token_hash', '=', confirmTokenHash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', nowIso)
    .returningAll()
    .executeTakeFirst();
}

export function findSubscriberByUnsubscribeHash(
  db: Executor,
  unsubscribeTokenHash: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('unsubscribe_token_hash', '=', unsubscribeTokenHash)
    .executeTakeFirst();
}

/** Withdraws consent; a second click finds the address already out and changes nothing. */
export async function markUnsubscribed(db: Executor, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: nowIso,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: nowIso,
    })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

export function findSubscriberByEmail(
  db: Executor,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  return db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Erasure: the address and its consent history go with the account. */
export async function deleteSubscriberByEmail(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('newsletter_subscribers').where('email', '=', email.toLowerCase()).execute();
}

export async function listSubscribers(
  db: Executor,
  filter: { status?: NewsletterStatus; limit: number; offset: number },
): Promise<{ rows: NewsletterSubscriberRow[]; total: number }> {
  let base = db.selectFrom('newsletter_subscribers');
  if (filter.status) base = base.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of addresses after `afterId`, oldest first, for the streamed CSV export. */
export function subscribersAfter(
  db: Executor,
  filter: { status?: NewsletterStatus; afterId: number; limit: number },
): Promise<NewsletterSubscriberRow[]> {
  let query = db.selectFrom('newsletter_subscribers').selectAll().where('id', '>', filter.afterId);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.orderBy('id', 'asc').limit(filter.limit).execute();
}
