import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { purgeStaleEmailChangeTokens } from './email-change-tokens.repository';
import { purgeStaleResetTokens } from './password-reset-tokens.repository';
import { purgeExpiredRateLimits } from '../limits/rate-limits.repository';
import { purgeExpiredRevocations } from './revoked-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Drops rows that can no longer matter (expired revocations, ended rate-limit windows, reset and
 * email-undo links expired over a day ago). Called from sign-in traffic and rate-limited to one run per
 * interval per process, so no timer has to be managed; several processes doing it is harmless.
 */
export function createAuthHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  intervalMs = 10 * 60 * 1000,
) {
  let nextRunAt = 0;
  return async function purgeIfDue(now = Date.now()): Promise<boolean> {
    if (now < nextRunAt) return false;
    nextRunAt = now + intervalMs;
    const iso = new Date(now).toISOString();
    try {
      await purgeExpiredRevocations(db, iso);
      await purgeExpiredRateLimits(db, iso);
      await purgeStaleResetTokens(db, new Date(now - DAY_MS).toISOString());
      await purgeStaleEmailChangeTokens(db, new Date(now - DAY_MS).toISOString());
      return true;
    } catch (err) {
      log.warn({ err }, 'auth housekeeping failed');
      return false;
    }
  };
}
