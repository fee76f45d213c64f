import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema';

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user a token names, unless the token (its jti) was revoked: the token check in one query. */
export function findUserOfToken(
  db: Executor,
  id: number,
  jti: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('revoked_tokens').select('jti').where('jti', '=', jti))),
    )
    .executeTakeFirst();
}

export function findUsersByIds(db: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * Ids of users whose username or email matches `pattern`, or whose phone matches `phonePattern`
 * (LIKE patterns escaped with '!'), newest first, at most `limit`.
 */
export async function findUserIdsMatching(
  db: Executor,
  pattern: string,
  phonePattern: string | null,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(username)`, 'like', sql<string>`lower(${pattern}) escape '!'`),
        eb(sql<string>`lower(email)`, 'like', sql<string>`lower(${pattern}) escape '!'`),
        ...(phonePattern
          ? [
              eb(
                sql<string>`coalesce(phone_number, '')`,
                'like',
                sql<string>`${phonePattern} escape '!'`,
              ),
            ]
          : []),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The account with this address; guest rows never sign in or reset a password (decision 037). */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .where('is_guest', '=', 0)
    .executeTakeFirst();
}

/** Whoever holds the address, guest row or account. */
export function findAnyUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * A guest row gives its address up to an account taking it (sign-up, email change): it keeps texts
 * only, and its orders join the account once the address is verified (decision 037).
 */
export async function releaseGuestEmail(
  db: Executor,
  email: string,
  nowIso: string,
): Promise<void> {
  const guest = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .where('is_guest', '=', 1)
    .executeTakeFirst();
  if (!guest) return;
  await db
    .updateTable('users')
    .set({ email: `guest-${guest.id}@guest.invalid`, notify_by: 'sms', updated_at: nowIso })
    .where('id', '=', guest.id)
    .execute();
}

export function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(
  db: Executor,
  id: number,
  changes: UserUpdate,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function listUsers(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Locks the user's row until the transaction ends, so one shopper's checkouts run one after the
 * other and their per-shopper counts stay exact (a no-op update locks on PostgreSQL and SQLite alike).
 */
export async function lockUser(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb.ref('token_version') }))
    .where('id', '=', id)
    .execute();
}

export async function adminExists(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * New password hash; token_version goes up in the same statement so older tokens die with it.
 * With onlyIfVersion, nothing changes unless the account is still at that version.
 */
export function setPasswordHash(
  db: Executor,
  id: number,
  passwordHash: string,
  nowIso: string,
  onlyIfVersion?: number,
): Promise<UserRow | undefined> {
  let query = db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: nowIso,
    }))
    .where('id', '=', id);
  if (onlyIfVersion !== undefined) query = query.where('token_version', '=', onlyIfVersion);
  return query.returningAll().executeTakeFirst();
}

/** Marks the address verified, only while it is still the account's address. */
export function markEmailVerified(
  db: Executor,
  id: number,
  email: string,
  nowIso: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: nowIso })
    .where('id', '=', id)
    .where('email', '=', email)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The email an email change replaced; every session of the account ends with it. The undo link was
 * mailed to that address, so opening it proves the owner reads it: the address counts as verified.
 */
export function restoreEmailEndingSessions(
  db: Executor,
  id: number,
  email: string,
  nowIso: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({
      email,
      email_verified: 1,
      token_version: eb('token_version', '+', 1),
      updated_at: nowIso,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Admin flag and a new password; like a password change, older tokens stop working. */
export async function promoteToAdmin(
  db: Executor,
  id: number,
  passwordHash: string,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      is_admin: 1,
      staff_role: eb.fn.coalesce('staff_role', eb.val('owner')),
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      // create-admin is how a locked-out owner gets back in: no second factor, not disabled.
      totp_enabled: 0,
      totp_secret: null,
      totp_last_step: null,
      disabled_at: null,
      updated_at: nowIso,
    }))
    .where('id', '=', id)
    .execute();
}

/** Only the admin flag: the deliberate promotion of an account keeps its password and sessions. */
export function setAdminFlag(
  db: Executor,
  id: number,
  nowIso: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({
      is_admin: 1,
      staff_role: eb.fn.coalesce('staff_role', eb.val('owner')),
      updated_at: nowIso,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Every staff account (admins), oldest first. */
export function listStaffUsers(db: Executor): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('is_admin', '=', 1).orderBy('id').execute();
}

/**
 * The owners who can sign in (not disabled, invitation accepted), with their rows locked until the
 * transaction ends, so two owners demoting each other at once cannot leave the shop without one.
 */
export async function lockActiveOwners(db: Executor): Promise<number[]> {
  const rows = await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb.ref('token_version') }))
    .where('is_admin', '=', 1)
    .where('staff_role', '=', 'owner')
    .where('disabled_at', 'is', null)
    .where('password_hash', '<>', '')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export function setStaffFields(
  db: Executor,
  id: number,
  fields: { staff_role?: string; disabled_at?: string | null },
  nowIso: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ ...fields, updated_at: nowIso })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Disables or enables a shopper account (staff are changed through setStaffFields). */
export function setShopperDisabled(
  db: Executor,
  id: number,
  disabledAt: string | null,
  nowIso: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ disabled_at: disabledAt, updated_at: nowIso })
    .where('id', '=', id)
    .where('is_admin', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

/** A new, not yet confirmed, TOTP secret: two-factor sign-in stays off until a code confirms it. */
export async function startTotp(db: Executor, id: number, secret: string, nowIso: string) {
  await db
    .updateTable('users')
    .set({ totp_secret: secret, totp_enabled: 0, totp_last_step: null, updated_at: nowIso })
    .where('id', '=', id)
    .where('totp_enabled', '=', 0)
    .execute();
}

export async function enableTotp(db: Executor, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_enabled: 1, updated_at: nowIso })
    .where('id', '=', id)
    .execute();
}

/**
 * Records the time step of an accepted code; false when that step (or a later one) was already
 * used, so one code never signs in twice, even from two requests at once.
 */
export async function useTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The first staff sign-in (kept as it was on later ones). */
export async function markStaffSignedIn(db: Executor, id: number, nowIso: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ staff_signed_in_at: nowIso })
    .where('id', '=', id)
    .where('staff_signed_in_at', 'is', null)
    .execute();
}

/** The hash of the newest marketing mail's opt-out token (earlier links stop working). */
export async function setMarketingOptOutHash(
  db: Executor,
  id: number,
  hash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ marketing_opt_out_hash: hash })
    .where('id', '=', id)
    .execute();
}

/** One-click opt-out: consent withdrawn for the account whose link this is; again is harmless. */
export function withdrawMarketingByOptOutHash(
  db: Executor,
  hash: string,
  nowIso: string,
): Promise<{ id: number } | undefined> {
  return db
    .updateTable('users')
    .set({ marketing_opt_in: 0, marketing_opt_in_at: null, updated_at: nowIso })
    .where('marketing_opt_out_hash', '=', hash)
    .returning('id')
    .executeTakeFirst();
}

/**
 * Erasure: the row stays (orders and reviews point at it) with nothing personal left; it is
 * disabled and its token version bumped, so every token of it stops working at once.
 */
export function anonymiseUser(
  db: Executor,
  id: number,
  nowIso: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set((eb) => ({
      username: `deleted-${id}`,
      name: null,
      email: `deleted-${id}@erased.invalid`,
      password_hash: '!erased',
      phone_number: null,
      image_url: null,
      email_verified: 0,
      notify_by: '',
      marketing_opt_in: 0,
      marketing_opt_in_at: null,
      marketing_opt_out_hash: null,
      totp_secret: null,
      totp_enabled: 0,
      disabled_at: nowIso,
      token_version: eb('token_version', '+', 1),
      updated_at: nowIso,
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
