import { nowIso, type Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import type { AppDeps, DbDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import { enqueueMail } from '../../mail/outbox.repository';
import { findUserByEmail, findUserById, setPasswordHash } from './users.repository';
import { clearLoginLocks, rule, takeAttempt } from '../limits/attempt-limiter';
import { hashPassword } from './password';
import { passwordResetMail } from './password-reset.mail';
import {
  claimResetToken,
  findUsableResetToken,
  insertResetToken,
  useAllResetTokensOfUser,
} from './password-reset-tokens.repository';
import { languageOf } from '../../i18n/i18n';

export const RESET_REQUESTED = 'If that email is registered, a reset link has been sent';
export const RESET_DONE = 'Password has been reset successfully';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';
export const TOO_MANY_RESET_REQUESTS = 'Too many reset requests, please try again later';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** Stores a new single-use reset link for the account's current address and returns its secret. */
export async function issueResetToken(trx: Executor, user: UserRow, now: Date): Promise<string> {
  const { token, hash } = newLinkToken();
  await insertResetToken(trx, {
    userId: user.id,
    tokenHash: hash,
    sentTo: user.email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  return token;
}

/**
 * Queues a single-use reset link for a registered email; answers the same way for unknown ones.
 */
export async function requestPasswordReset(
  { db, publicUrl, mail, limits }: Pick<AppDeps, 'db' | 'publicUrl' | 'mail' | 'limits'>,
  email: string,
  clientIp: string,
): Promise<void> {
  // The address first: a request it refuses does not spend the quota of the email it names.
  await takeAttempt(
    db,
    [
      rule('reset', 'address', clientIp, limits.resetPerAddress),
      rule('reset', 'account', email, limits.resetPerEmail),
    ],
    TOO_MANY_RESET_REQUESTS,
  );
  const user = await findUserByEmail(db, email);
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    const token = await issueResetToken(trx, user, new Date());
    await enqueueMail(
      trx,
      passwordResetMail(
        user.email,
        languageOf(user),
        user.username,
        `${publicUrl}/password-reset/${token}`,
      ),
    );
  });
  mail.kick();
}

/**
 * Sets the new password if the token is still usable. Claiming the token is a conditional update,
 * so two parallel uses of one link succeed once; all other open links of the user die with it and
 * token_version goes up, which signs out every existing session.
 */
export async function resetPassword(
  { db }: DbDeps,
  token: string,
  password: string,
): Promise<void> {
  const tokenHash = hashLinkToken(token);
  // Cheap checks first: no password hashing for links that cannot work.
  const usable = await findUsableResetToken(db, tokenHash, nowIso());
  if (!usable) throw badRequest('INVALID_RESET_LINK', INVALID_RESET_LINK);
  // A link mailed to an address the account no longer has must not change its password.
  if (
    usable.sent_to !== null &&
    (await findUserById(db, usable.user_id))?.email !== usable.sent_to
  ) {
    throw badRequest('INVALID_RESET_LINK', INVALID_RESET_LINK);
  }
  const passwordHash = await hashPassword(password);
  const user = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = await claimResetToken(trx, tokenHash, now);
    if (userId === undefined) return undefined;
    await useAllResetTokensOfUser(trx, userId, now);
    return setPasswordHash(trx, userId, passwordHash, now);
  });
  if (!user) throw badRequest('INVALID_RESET_LINK', INVALID_RESET_LINK);
  // Whoever proved they own the mailbox may sign in again at once.
  await clearLoginLocks(db, 'login', user.email);
  await clearLoginLocks(db, 'admin-login', user.username);
}
