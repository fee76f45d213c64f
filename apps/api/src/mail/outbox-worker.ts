import type { FastifyBaseLogger } from 'fastify';
import { byKeyInTurns } from '../lib/by-key-in-turns';
import { KickedWorker } from '../lib/kicked-worker';
import type { Db } from '../db/database';
import { findDueMail, leaseMail, markMailAttemptFailed, markMailSent } from './outbox.repository';
import type { MailRow } from '../db/schema';
import type { MailTransport } from './transport';

const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** Messages of a batch in flight at once, each on its own SMTP connection (one address's mail in order). */
const LANES = 4;

/** The domain of the sender address, for Message-IDs (RFC 5322 wants them globally unique). */
function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'mavazi.invalid';
}

/**
 * Derived from the outbox row alone, so every attempt at one message carries the same id: delivery
 * is at least once (a crash between sending and marking sent sends again), and mail clients show a
 * message whose id they have already seen only once.
 */
export function messageIdFor(row: Pick<MailRow, 'id' | 'created_at'>, from: string): string {
  return `<outbox.${row.id}.${Date.parse(row.created_at)}@${messageIdDomain(from)}>`;
}

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** First retry delay; each further failure doubles it, up to an hour. */
  retryBaseSeconds: number;
  pollSeconds?: number;
}

/**
 * Sends queued mail. Runs on a timer and right after a commit that queued mail (kick), so a mail
 * server that is down only delays messages: they stay in the table until a retry succeeds.
 */
export class OutboxWorker extends KickedWorker {
  constructor(private readonly options: OutboxWorkerOptions) {
    super({
      log: options.log,
      pollSeconds: options.pollSeconds,
      failureMessage: 'mail outbox run failed',
    });
  }

  protected async runDue(): Promise<number> {
    const { db, transport, from, log, retryBaseSeconds } = this.options;
    let sent = 0;
    for (;;) {
      const now = new Date();
      const due = await findDueMail(db, now.toISOString(), BATCH);
      if (due.length === 0) return sent;
      await byKeyInTurns(
        due,
        (mail) => mail.to_address.toLowerCase(),
        LANES,
        async (mail) => {
          const lease = new Date(now.getTime() + 5 * 60_000).toISOString();
          if (!(await leaseMail(db, mail, lease))) return;
          try {
            await transport.send({
              outboxId: mail.id,
              messageId: messageIdFor(mail, from),
              from,
              to: mail.to_address,
              subject: mail.subject,
              text: mail.text_body,
              html: mail.html_body ?? undefined,
              listUnsubscribeUrl: mail.list_unsubscribe_url ?? undefined,
            });
            await markMailSent(db, mail.id, new Date().toISOString());
            sent += 1;
          } catch (err) {
            const attempts = mail.attempts + 1;
            const delay = Math.min(retryBaseSeconds * 2 ** (attempts - 1), 3600) * 1000;
            const next =
              attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + delay).toISOString();
            log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed');
            await markMailAttemptFailed(
              db,
              mail.id,
              err instanceof Error ? err.message : String(err),
              next,
            );
          }
        },
      );
      if (due.length < BATCH || this.stopping) return sent;
    }
  }
}
