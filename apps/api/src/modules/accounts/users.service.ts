import type { RegisterBody } from '@mavazi/shared/auth.schemas';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import { wantsEmail } from '@mavazi/shared/notify';
import { nowIso, type Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import { hashPassword } from './password';
import { isUniqueViolation } from '../../lib/db-errors';
import { enqueueMail } from '../../mail/outbox.repository';
import { queueSms } from '../../sms/sms-queue';
import type { AppDeps, DbDeps } from '../../app-deps';
import { rule, takeAttempt } from '../limits/attempt-limiter';
import {
  findUserByEmail as findByEmail,
  findUserByUsername as findByUsername,
  insertUser,
  releaseGuestEmail,
  countUsers,
  listUsers,
  findUserById,
  setShopperDisabled,
} from './users.repository';
import { findHolderOfOldEmail } from './email-change-tokens.repository';
import { sendVerificationLink } from './email-verification.service';
import { welcomeMail } from './users.mail';
import { deriveUsername } from './derive-username';
import { mailName } from '../../lib/greeting-name';
import { smsName } from '../../sms/sms-name';
import { languageOf } from '../../i18n/i18n';

export const EMAIL_TAKEN = 'Email is already registered';
export const USERNAME_TAKEN = 'Username is already taken';

export function takenError(reason: string) {
  return conflict(reason === EMAIL_TAKEN ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN', reason);
}

/**
 * Email is compared lower-cased, username case-insensitively; the owner itself does not count. An
 * address is also taken while a link to restore it to the account that gave it up is open.
 */
export async function takenReason(
  db: Executor,
  email: string,
  username: string,
  ownerId?: number,
): Promise<string | undefined> {
  const byEmail = await findByEmail(db, email);
  if (byEmail && byEmail.id !== ownerId) return EMAIL_TAKEN;
  const holder = await findHolderOfOldEmail(db, email, nowIso());
  if (holder !== undefined && holder !== ownerId) return EMAIL_TAKEN;
  const byUsername = await findByUsername(db, username);
  if (byUsername && byUsername.id !== ownerId) return USERNAME_TAKEN;
  return undefined;
}

/**
 * A unique index refused the write: another request took the email or username between our check
 * and the write. Report which one, like the check would have.
 */
export async function conflictAfterRace(
  db: Executor,
  email: string,
  username: string,
  ownerId?: number,
) {
  return takenError((await takenReason(db, email, username, ownerId)) ?? EMAIL_TAKEN);
}

export const TOO_MANY_SIGNUPS = 'Too many sign-ups from your network. Please try again later.';

/**
 * Creates a shopper. Only the fields listed here reach the row: never is_admin from a client.
 * Every attempt counts against the address, refused ones too: they tell which emails are registered.
 */
export async function registerUser(
  { db, limits, publicUrl, mail }: Pick<AppDeps, 'db' | 'limits' | 'publicUrl' | 'mail'>,
  body: RegisterBody,
  clientIp: string,
): Promise<UserRow> {
  await takeAttempt(
    db,
    [rule('register', 'address', clientIp, limits.registerPerAddress)],
    TOO_MANY_SIGNUPS,
  );
  const email = body.email.toLowerCase();
  const username = body.username ?? (await deriveUsername(db, body.name, email));
  const taken = await takenReason(db, email, username);
  if (taken) throw takenError(taken);
  const passwordHash = await hashPassword(body.password);
  const now = nowIso();
  try {
    const user = await db.transaction().execute(async (trx) => {
      await releaseGuestEmail(trx, email, now);
      const row = await insertUser(trx, {
        username,
        name: body.name ?? null,
        email,
        password_hash: passwordHash,
        phone_number: body.phone_number || null,
        image_url: body.imageUrl || null,
        is_admin: 0,
        ...(body.language ? { language: body.language } : {}),
        marketing_opt_in: body.marketing_opt_in ? 1 : 0,
        marketing_opt_in_at: body.marketing_opt_in ? now : null,
        created_at: now,
        updated_at: now,
      });
      await sendVerificationLink(trx, publicUrl, row);
      if (wantsEmail(row))
        await enqueueMail(trx, welcomeMail(row.email, languageOf(row), mailName(row), publicUrl));
      await queueSms(trx, row, `user.welcome:${row.id}`, {
        kind: 'welcome',
        username: smsName(row),
      });
      return row;
    });
    mail.kick();
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw await conflictAfterRace(db, email, username);
    throw err;
  }
}

export async function listAllUsers(
  { db }: DbDeps,
  page: PageQuery,
): Promise<{ items: UserRow[]; total: number }> {
  const [items, total] = await Promise.all([listUsers(db, page), countUsers(db)]);
  return { items, total };
}

/** The owner disables (or enables again) a shopper's account: its tokens stop working at once. */
export async function setCustomerDisabled(
  { db }: DbDeps,
  actor: AuditActor,
  id: number,
  disabled: boolean,
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const before = await findUserById(trx, id);
    if (!before || before.is_admin === 1) throw notFound('USER_NOT_FOUND', 'User not found');
    const now = nowIso();
    const after = await setShopperDisabled(
      trx,
      id,
      disabled ? (before.disabled_at ?? now) : null,
      now,
    );
    if (!after) throw notFound('USER_NOT_FOUND', 'User not found');
    // A repeated click changes nothing and leaves no audit row.
    if ((before.disabled_at !== null) === disabled) return after;
    await recordAudit(trx, actor, {
      action: 'customer.disable',
      entity: 'customer',
      entityId: id,
      changes: changedFields(
        { disabled: before.disabled_at !== null },
        { disabled: after.disabled_at !== null },
      ),
    });
    return after;
  });
}
