import {
  CURRENT_PASSWORD_FOR_EMAIL,
  type ChangePasswordBody,
  type UpdateUserBody,
} from '@mavazi/shared/auth.schemas';
import { nowIso, type Executor } from '../../db/database';
import type { UserRow, UserUpdate } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { normalizeKenyanPhone } from '@mavazi/shared/kenya';
import { enqueueMail } from '../../mail/outbox.repository';
import { refundAttempt, rule, takeAttempt } from '../limits/attempt-limiter';
import { hashPassword, verifyPassword } from './password';
import { issueResetToken } from './password-reset.service';
import { useAllResetTokensOfUser } from './password-reset-tokens.repository';
import {
  claimEmailChangeToken,
  insertEmailChangeToken,
  useAllEmailChangeTokensOfUser,
} from './email-change-tokens.repository';
import { emailChangedMail, passwordChangedMail } from './users.mail';
import {
  releaseGuestEmail,
  restoreEmailEndingSessions,
  setPasswordHash,
  updateUser,
} from './users.repository';
import { sendVerificationLink } from './email-verification.service';
import { conflictAfterRace, EMAIL_TAKEN, takenError, takenReason } from './users.service';
import { languageOf } from '../../i18n/i18n';

type AccountDeps = Pick<AppDeps, 'db' | 'publicUrl' | 'mail' | 'limits'>;

export const PASSWORD_CHANGED = 'Password changed successfully';
export const EMAIL_RESTORED =
  'Your email address is back. Choose a new password now: whoever changed it knew your password.';
const WRONG_PASSWORD = 'Current password is incorrect';
const TOO_MANY_PASSWORD_CHECKS =
  'Too many wrong passwords. Try again later, or reset your password.';
const INVALID_UNDO_LINK = 'Invalid or expired link to undo an email change';
const EMAIL_UNDO_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Proves the person behind a session knows the password before an email or password change.
 * Failures count per account (a success gives its count back), so a stolen session cannot guess it.
 */
export async function assertCurrentPassword(
  { db, limits }: Pick<AppDeps, 'db' | 'limits'>,
  user: UserRow,
  password: string,
): Promise<void> {
  const checks = rule(
    'password-check',
    'account',
    String(user.id),
    limits.passwordChecksPerAccount,
  );
  await takeAttempt(db, [checks], TOO_MANY_PASSWORD_CHECKS);
  if (!(await verifyPassword(password, user.password_hash))) {
    throw badRequest('WRONG_PASSWORD', WRONG_PASSWORD, { current_password: WRONG_PASSWORD });
  }
  await refundAttempt(db, checks);
}

/**
 * Inside the transaction that changed the email: the old address gets a single-use link, valid 24
 * hours, that puts it back; reset links mailed to the old address stop working.
 */
async function recordEmailChange(
  trx: Executor,
  publicUrl: string,
  before: UserRow,
  newEmail: string,
): Promise<void> {
  const now = new Date();
  const { token, hash } = newLinkToken();
  await insertEmailChangeToken(trx, {
    userId: before.id,
    tokenHash: hash,
    oldEmail: before.email,
    newEmail,
    expiresAt: new Date(now.getTime() + EMAIL_UNDO_LIFETIME_MS).toISOString(),
    createdAt: now.toISOString(),
  });
  await useAllResetTokensOfUser(trx, before.id, now.toISOString());
  await enqueueMail(
    trx,
    emailChangedMail(
      before.email,
      languageOf(before),
      before.username,
      newEmail,
      `${publicUrl}/account/undo-email/${token}`,
    ),
  );
}

/**
 * Username and email are replaced; phone and image only when sent ('' clears them). A new email
 * needs the current password, and the old address is told (see recordEmailChange).
 */
const SMS_NEEDS_KENYAN_MOBILE = 'Texts go to a Kenyan mobile number: add one like 0712 345 678';

export async function updateProfile(
  deps: AccountDeps,
  user: UserRow,
  body: UpdateUserBody,
): Promise<UserRow> {
  const email = body.email.toLowerCase();
  const username = body.username;
  const emailChanges = email !== user.email;
  if (emailChanges) {
    if (!body.current_password) {
      throw badRequest('CURRENT_PASSWORD_REQUIRED', CURRENT_PASSWORD_FOR_EMAIL, {
        current_password: CURRENT_PASSWORD_FOR_EMAIL,
      });
    }
    await assertCurrentPassword(deps, user, body.current_password);
  }
  const taken = await takenReason(deps.db, email, username, user.id);
  if (taken) throw takenError(taken);
  const changes: UserUpdate = { username, email, updated_at: nowIso() };
  // A new address is unverified until its owner opens the link mailed to it.
  if (emailChanges) changes.email_verified = 0;
  if (body.phone_number !== undefined) changes.phone_number = body.phone_number || null;
  if (body.imageUrl !== undefined) changes.image_url = body.imageUrl || null;
  if (body.language !== undefined) changes.language = body.language;
  if (
    body.marketing_opt_in !== undefined &&
    body.marketing_opt_in !== (user.marketing_opt_in === 1)
  ) {
    // Consent keeps the time it was given; withdrawing clears it.
    changes.marketing_opt_in = body.marketing_opt_in ? 1 : 0;
    changes.marketing_opt_in_at = body.marketing_opt_in ? changes.updated_at : null;
  }
  if (body.notify_by !== undefined) {
    const phone = changes.phone_number !== undefined ? changes.phone_number : user.phone_number;
    if (body.notify_by.includes('sms') && !(phone && normalizeKenyanPhone(phone)))
      throw badRequest('VALIDATION_FAILED', SMS_NEEDS_KENYAN_MOBILE, {
        notify_by: SMS_NEEDS_KENYAN_MOBILE,
      });
    changes.notify_by = body.notify_by.join(',');
  }
  try {
    const updated = await deps.db.transaction().execute(async (trx) => {
      if (emailChanges) await releaseGuestEmail(trx, email, nowIso());
      const row = await updateUser(trx, user.id, changes);
      if (row && emailChanges) {
        await recordEmailChange(trx, deps.publicUrl, user, email);
        await sendVerificationLink(trx, deps.publicUrl, row);
      }
      return row;
    });
    if (!updated) throw unauthorized('Invalid or expired token', 'INVALID_TOKEN');
    if (emailChanges) deps.mail.kick();
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw await conflictAfterRace(deps.db, email, username, user.id);
    throw err;
  }
}

/**
 * Sets a new password after checking the current one. Every session of the account ends (the
 * caller hands this one a new token), open reset links die, and the owner is told by mail.
 */
export async function changePassword(
  deps: AccountDeps,
  user: UserRow,
  body: ChangePasswordBody,
  /** A staff member's own change is kept in the audit log (without the password, of course). */
  auditAs?: AuditActor,
): Promise<UserRow> {
  if (body.new_password === body.current_password) {
    const text = 'Choose a new password that differs from the current one';
    throw badRequest('VALIDATION_FAILED', text, { new_password: text });
  }
  await assertCurrentPassword(deps, user, body.current_password);
  const passwordHash = await hashPassword(body.new_password);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    // Only from the session that was checked: a parallel change with the same token loses.
    const row = await setPasswordHash(trx, user.id, passwordHash, now, user.token_version);
    if (!row) return undefined;
    if (auditAs)
      await recordAudit(trx, auditAs, {
        action: 'staff.password',
        entity: 'staff',
        entityId: user.id,
        changes: {},
      });
    await useAllResetTokensOfUser(trx, user.id, now);
    await enqueueMail(
      trx,
      passwordChangedMail(
        row.email,
        languageOf(row),
        row.username,
        `${deps.publicUrl}/password-reset-request`,
      ),
    );
    return row;
  });
  if (!updated) throw unauthorized('Invalid or expired token', 'INVALID_TOKEN');
  deps.mail.kick();
  return updated;
}

/**
 * Puts back the address an email change replaced. Whoever made the change knew the password, so
 * every session ends, every open reset and undo link dies, and the answer carries a fresh reset
 * link for the restored address.
 */
export async function undoEmailChange(
  { db }: Pick<AppDeps, 'db'>,
  token: string,
): Promise<{ email: string; resetToken: string }> {
  try {
    const restored = await db.transaction().execute(async (trx) => {
      const now = new Date();
      const iso = now.toISOString();
      const claimed = await claimEmailChangeToken(trx, hashLinkToken(token), iso);
      if (!claimed) return undefined;
      await useAllEmailChangeTokensOfUser(trx, claimed.user_id, iso);
      await useAllResetTokensOfUser(trx, claimed.user_id, iso);
      const user = await restoreEmailEndingSessions(trx, claimed.user_id, claimed.old_email, iso);
      if (!user) return undefined;
      return { email: user.email, resetToken: await issueResetToken(trx, user, now) };
    });
    if (!restored) throw badRequest('INVALID_EMAIL_UNDO_LINK', INVALID_UNDO_LINK);
    return restored;
  } catch (err) {
    // The address is held for its owner while the link is open; this is the rare race around that.
    if (isUniqueViolation(err)) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN);
    throw err;
  }
}
