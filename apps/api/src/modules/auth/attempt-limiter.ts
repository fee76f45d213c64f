import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database';
import { tooManyRequests } from '../../lib/http-error';
import { clearRateLimit, hitRateLimit, refundRateLimit } from './rate-limits.repository';

export interface AttemptRule {
  key: string;
  max: number;
  windowSeconds: number;
}

type Limit = Omit<AttemptRule, 'key'>;

/** Tuned for a shop whose shoppers often share a mobile carrier's address: the per-account cap is the tight one. */
export const ATTEMPT_LIMITS = {
  loginPerAccount: { max: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 20, windowSeconds: 15 * 60 },
  resetPerAddress: { max: 5, windowSeconds: 15 * 60 },
  resetPerEmail: { max: 3, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export const TOO_MANY_FAILURES = 'Too many failed attempts, please try again later';

/** Keys hold a hash, so typed-in addresses of strangers are not kept in the table. */
export function attemptKey(scope: string, kind: 'account' | 'address', value: string): string {
  const digest = createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
  return `${scope}:${kind}:${digest}`;
}

export function rule(
  scope: string,
  kind: 'account' | 'address',
  value: string,
  limit: Limit,
): AttemptRule {
  return { key: attemptKey(scope, kind, value), ...limit };
}

/** The two counters of a sign-in: the account (email or username) and the client address. */
export function loginRules(scope: 'login' | 'admin-login', account: string, clientIp: string) {
  return {
    account: rule(scope, 'account', account, ATTEMPT_LIMITS.loginPerAccount),
    address: rule(scope, 'address', clientIp, ATTEMPT_LIMITS.loginPerAddress),
  };
}

/**
 * Counts this attempt under every rule before any password is checked, and refuses it with 429
 * when a rule is over its limit. Counting first (and refunding on success, see settleSuccess)
 * keeps parallel guesses from slipping past the cap.
 */
export async function takeAttempt(
  db: Executor,
  rules: readonly AttemptRule[],
  message: string,
  now = new Date(),
): Promise<void> {
  let retryAfterSeconds = 0;
  for (const r of rules) {
    const windowEnd = new Date(now.getTime() + r.windowSeconds * 1000).toISOString();
    const { hits, resetAt } = await hitRateLimit(db, r.key, now.toISOString(), windowEnd);
    if (hits > r.max) {
      const left = Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000);
      retryAfterSeconds = Math.max(retryAfterSeconds, left, 1);
    }
  }
  if (retryAfterSeconds > 0) throw tooManyRequests(message, retryAfterSeconds);
}

/** A successful sign-in: the account starts afresh, and the address gets its attempt back. */
export async function settleSuccess(
  db: Executor,
  account: AttemptRule,
  address: AttemptRule,
  now = new Date(),
): Promise<void> {
  await clearRateLimit(db, account.key);
  await refundRateLimit(db, address.key, now.toISOString());
}

export async function clearAttempts(db: Executor, keys: readonly string[]): Promise<void> {
  for (const key of keys) await clearRateLimit(db, key);
}
