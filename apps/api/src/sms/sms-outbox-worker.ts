import type { FastifyBaseLogger } from 'fastify';
import { byKeyInTurns } from '../lib/by-key-in-turns';
import { KickedWorker } from '../lib/kicked-worker';
import type { Db } from '../db/database';
import { SmsSendError, type SmsApi } from './africastalking-client';
import {
  failPendingSms,
  findDueSms,
  leaseSms,
  markSmsAttemptFailed,
  markSmsSent,
} from './sms-outbox.repository';

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** Texts of a batch in flight at once (one phone's texts still go one after another, in order). */
const LANES = 8;
/** Longer than a send can take (15 s time-out), so a live worker's text is never taken by another. */
const LEASE_MS = 5 * 60_000;

export interface SmsOutboxWorkerOptions {
  db: Db;
  /** null when SMS_ENV=off: queued texts are marked failed instead of sent. */
  api: SmsApi | null;
  log: FastifyBaseLogger;
  /** First retry delay; each further failure doubles it, up to an hour. */
  retryBaseSeconds: number;
  pollSeconds?: number;
}

/**
 * Sends queued texts, like the mail outbox: each text is leased by a conditional update before it is
 * sent (so several processes never send one text at the same time), retried with back-off, and sent
 * at least once: a crash between Africa's Talking's answer and the record sends the same row again.
 */
export class SmsOutboxWorker extends KickedWorker {
  constructor(private readonly options: SmsOutboxWorkerOptions) {
    super({
      log: options.log,
      pollSeconds: options.pollSeconds,
      failureMessage: 'SMS outbox run failed',
    });
  }

  protected async runDue(at?: Date): Promise<number> {
    const { db, api, log, retryBaseSeconds } = this.options;
    if (!api) {
      await failPendingSms(db, 'Not sent: SMS is off (SMS_ENV=off)');
      return 0;
    }
    let sent = 0;
    for (;;) {
      const now = at ?? new Date();
      const due = await findDueSms(db, now.toISOString(), BATCH);
      if (due.length === 0) return sent;
      await byKeyInTurns(
        due,
        (sms) => sms.to_phone,
        LANES,
        async (sms) => {
          const lease = new Date(now.getTime() + LEASE_MS).toISOString();
          if (!(await leaseSms(db, sms, lease))) return;
          try {
            const accepted = await api.send(sms.to_phone, sms.message);
            await markSmsSent(db, sms.id, accepted, new Date().toISOString());
            sent += 1;
          } catch (err) {
            const retryable = !(err instanceof SmsSendError) || err.retryable;
            const attempts = sms.attempts + 1;
            const delay = Math.min(retryBaseSeconds * 2 ** (attempts - 1), 3600) * 1000;
            const next =
              !retryable || attempts >= MAX_ATTEMPTS
                ? null
                : new Date(Date.now() + delay).toISOString();
            log.warn({ err, smsId: sms.id, attempts, retryable }, 'SMS sending failed');
            await markSmsAttemptFailed(
              db,
              sms.id,
              err instanceof Error ? err.message : String(err),
              next,
            );
          }
        },
      );
      if (due.length < BATCH || at || this.stopping) return sent;
    }
  }
}
