import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { ErrorCode } from '@mavazi/shared/error-codes';
import type { Limit, RateLimits } from '../../config';
import type { Executor } from '../../db/database';
import { tooManyRequests } from '../../lib/http-error';
import {
  clearRateLimit,
  clearRateLimitsStartingWith,
  hitRateLimit,
  readRateLimit,
  refundRateLimit,
} from './rate-limits.repository';

export interface AttemptRule extends Limit {
  key: string;
}

export const TOO_MANY_FAILURES =
  'Too many failed sign-in attempts. Try again later, or reset your password.';

const digest = (value: string) =>
  createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');

/**
 * The part of a client address one client controls: IPv4-mapped IPv6 is its IPv4 address, and an
 * IPv6 address counts as its /64 network, which any single subscriber is handed whole.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

type Kind = 'account' | 'address';

/** Keys hold a hash, so typed-in addresses of strangers are not kept in the table. */
function attemptKey(scope: string, kind: Kind, value: string): string {
  return `${scope}:${kind}:${digest(kind === 'address' ? addressBucket(value) : value)}`;
}

export function rule(scope: string, kind: Kind, value: string, limit: Limit): AttemptRule {
  return { key: attemptKey(scope, kind, value), ...limit };
}

/**
 * Counts this attempt under each rule in turn and refuses it with 429 at the first rule that is
 * over its limit; later rules are not counted, so a request refused for its address never spends
 * the quota of the account it names. Counting first (and refunding a success) keeps parallel
 * attempts from slipping past the cap.
 */
export async function takeAttempt(
  db: Executor,
  rules: readonly AttemptRule[],
  message: string,
  now = new Date(),
  code?: ErrorCode,
): Promise<void> {
  for (const r of rules) {
    const windowEnd = new Date(now.getTime() + r.windowSeconds * 1000).toISOString();
    const { hits, resetAt } = await hitRateLimit(db, r.key, now.toISOString(), windowEnd);
    if (hits > r.max) {
      const left = Math.ceil((Date.parse(resetAt) - now.getTime()) / 1000);
      throw tooManyRequests(message, Math.max(left, 1), code);
    }
  }
}

/** An attempt that turned out not to count (a success, where only failures are limited). */
export async function refundAttempt(db: Executor, r: AttemptRule, now = new Date()): Promise<void> {
  await refundRateLimit(db, r.key, now.toISOString());
}

export interface LoginRules {
  /** Failures from one client address, on any account. */
  address: AttemptRule;
  /** Failures on one account from one address: the account's lock, for that address only. */
  accountAddress: AttemptRule;
  /** Checked failures on one account from every address: past it, each address gets one try. */
  account: AttemptRule;
}

export function loginRules(
  scope: 'login' | 'admin-login',
  account: string,
  clientIp: string,
  limits: Pick<RateLimits, 'loginPerAddress' | 'loginPerAccountAddress' | 'loginPerAccount'>,
): LoginRules {
  const accountRule = rule(scope, 'account', account, limits.loginPerAccount);
  return {
    address: rule(scope, 'address', clientIp, limits.loginPerAddress),
    accountAddress: {
      key: `${accountRule.key}:${digest(addressBucket(clientIp))}`,
      ...limits.loginPerAccountAddress,
    },
    account: accountRule,
  };
}

/**
 * Admits a sign-in attempt to the password check, or refuses it with 429 (decision 002):
 * 1. the address over its failures: refused, and nothing is counted against the account;
 * 2. this address over its failures on this account: refused (the right password too), so a
 *    guesser is stopped while the owner, from any other address, still gets in. While the account
 *    as a whole is over its limit, one failure from an address is enough to refuse it;
 * 3. otherwise the attempt is checked, and counts against the account until it succeeds.
 */
export async function takeLoginAttempt(
  db: Executor,
  rules: LoginRules,
  now = new Date(),
): Promise<void> {
  await takeAttempt(db, [rules.address], TOO_MANY_FAILURES, now);
  const accountWide = await readRateLimit(db, rules.account.key);
  const underAttack =
    accountWide !== undefined &&
    Date.parse(accountWide.resetAt) > now.getTime() &&
    accountWide.hits >= rules.account.max;
  const accountAddress = underAttack ? { ...rules.accountAddress, max: 1 } : rules.accountAddress;
  await takeAttempt(db, [accountAddress], TOO_MANY_FAILURES, now);
  const windowEnd = new Date(now.getTime() + rules.account.windowSeconds * 1000).toISOString();
  await hitRateLimit(db, rules.account.key, now.toISOString(), windowEnd);
}

/** A successful sign-in: none of its counts were failures, and this address starts afresh on the account. */
export async function settleLoginSuccess(db: Executor, rules: LoginRules): Promise<void> {
  await clearRateLimit(db, rules.accountAddress.key);
  await refundAttempt(db, rules.address);
  await refundAttempt(db, rules.account);
}

/** Lifts every sign-in lock of an account (after its owner proved they hold the mailbox). */
export async function clearLoginLocks(
  db: Executor,
  scope: 'login' | 'admin-login',
  account: string,
): Promise<void> {
  const accountKey = attemptKey(scope, 'account', account);
  await clearRateLimit(db, accountKey);
  await clearRateLimitsStartingWith(db, `${accountKey}:`);
}
