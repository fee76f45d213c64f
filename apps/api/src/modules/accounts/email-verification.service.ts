import {
  EMAIL_VERIFIED_TEXT,
  INVALID_VERIFICATION_LINK_TEXT,
  VERIFICATION_SENT_TEXT,
} from '@mavazi/shared/auth.schemas';
import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { enqueueMail } from '../../mail/outbox.repository';
import { rule, takeAttempt } from '../limits/attempt-limiter';
import {
  claimVerificationToken,
  insertVerificationToken,
  useAllVerificationTokensOfUser,
} from './email-verification-tokens.repository';
import { verifyEmailMail } from './users.mail';
import { markEmailVerified } from './users.repository';
import { languageOf } from '../../i18n/i18n';

const LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
const TOO_MANY_LINKS = 'Too many verification emails, please try again later';

/**
 * Inside the caller's transaction: a single-use link (48 h) to the account's current address; links
 * mailed to earlier addresses die.
 */
export async function sendVerificationLink(
  trx: Executor,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'username' | 'language'>,
  now = new Date(),
): Promise<void> {
  const { token, hash } = newLinkToken();
  await useAllVerificationTokensOfUser(trx, user.id, now.toISOString());
  await insertVerificationToken(trx, {
    userId: user.id,
    tokenHash: hash,
    email: user.email,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  await enqueueMail(
    trx,
    verifyEmailMail(
      user.email,
      languageOf(user),
      user.username,
      `${publicUrl}/verify-email?token=${token}`,
    ),
  );
}

/** Marks a verified address in the caller's transaction (decision 037: guest orders join it there). */
export type OnEmailVerified = (trx: Executor, user: UserRow, nowIso: string) => Promise<void>;

/** `POST /verify-email`: the link's address becomes verified if it is still the account's. */
export async function verifyEmail(
  { db }: Pick<AppDeps, 'db'>,
  token: string,
  onVerified?: OnEmailVerified,
): Promise<string> {
  const nowIso = new Date().toISOString();
  const verified = await db.transaction().execute(async (trx) => {
    const claimed = await claimVerificationToken(trx, hashLinkToken(token), nowIso);
    if (!claimed) return undefined;
    const user = await markEmailVerified(trx, claimed.user_id, claimed.email, nowIso);
    if (user && onVerified) await onVerified(trx, user, nowIso);
    return user;
  });
  if (!verified) {
    throw badRequest('INVALID_VERIFICATION_LINK', INVALID_VERIFICATION_LINK_TEXT, {
      token: INVALID_VERIFICATION_LINK_TEXT,
    });
  }
  return EMAIL_VERIFIED_TEXT;
}

/** `POST /verify-email/resend`: a new link, at most RATE_LIMIT_VERIFY_EMAIL_PER_ACCOUNT times. */
export async function resendVerificationLink(
  deps: Pick<AppDeps, 'db' | 'limits' | 'publicUrl' | 'mail'>,
  user: UserRow,
): Promise<string> {
  if (user.email_verified === 1) return EMAIL_VERIFIED_TEXT;
  await takeAttempt(
    deps.db,
    [rule('verify-email', 'account', String(user.id), deps.limits.verifyEmailPerAccount)],
    TOO_MANY_LINKS,
  );
  await deps.db.transaction().execute((trx) => sendVerificationLink(trx, deps.publicUrl, user));
  deps.mail.kick();
  return VERIFICATION_SENT_TEXT;
}
