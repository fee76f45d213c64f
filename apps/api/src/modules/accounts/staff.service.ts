import type {
  StaffAcceptBody,
  StaffInviteBody,
  StaffMember,
  StaffUpdateBody,
} from '@mavazi/shared/staff.schemas';
import { INVALID_INVITATION_TEXT } from '@mavazi/shared/staff.schemas';
import { STAFF_ROLE_LABELS, isStaffRole } from '@mavazi/shared/staff';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens';
import { enqueueMail } from '../../mail/outbox.repository';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import { hashPassword } from './password';
import { claimInvitation, insertInvitation } from './staff-invitations.repository';
import { staffInvitationMail } from './users.mail';
import {
  findUserById,
  insertUser,
  listStaffUsers,
  lockActiveOwners,
  markStaffSignedIn,
  setPasswordHash,
  setStaffFields,
} from './users.repository';
import { conflictAfterRace, takenError, takenReason } from './users.service';

const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const LAST_OWNER = 'The shop needs at least one active owner';

/** An invited account has no password (an empty hash, which no password matches) until it accepts. */
export function staffStatus(row: UserRow): StaffMember['status'] {
  if (row.disabled_at) return 'disabled';
  return row.password_hash === '' ? 'invited' : 'active';
}

export function toStaffMember(row: UserRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: isStaffRole(row.staff_role) ? row.staff_role : 'owner',
    status: staffStatus(row),
    totp_enabled: row.totp_enabled === 1,
    created_at: row.created_at,
  };
}

export async function listStaff({ db }: Pick<AppDeps, 'db'>): Promise<StaffMember[]> {
  return (await listStaffUsers(db)).map(toStaffMember);
}

/**
 * Creates the account (no password yet) and mails a single-use link, valid 7 days, to the page where
 * the new member chooses a password. Only the link's hash is stored.
 */
export async function inviteStaff(
  deps: Pick<AppDeps, 'db' | 'mail' | 'publicUrl'>,
  actor: AuditActor,
  body: StaffInviteBody,
): Promise<StaffMember> {
  const { db } = deps;
  const email = body.email.toLowerCase();
  const taken = await takenReason(db, email, body.username);
  if (taken) throw takenError(taken);
  const { token, hash } = newLinkToken();
  const now = new Date();
  const iso = now.toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        username: body.username,
        email,
        password_hash: '',
        phone_number: null,
        image_url: null,
        is_admin: 1,
        staff_role: body.role,
        created_at: iso,
        updated_at: iso,
      });
      await insertInvitation(trx, {
        user_id: user.id,
        token_hash: hash,
        invited_by: actor.id,
        expires_at: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
        created_at: iso,
      });
      const link = `${deps.publicUrl}/admin/accept-invite?token=${encodeURIComponent(token)}`;
      await enqueueMail(
        trx,
        staffInvitationMail(
          email,
          body.username,
          STAFF_ROLE_LABELS[body.role],
          actor.username,
          link,
        ),
      );
      await recordAudit(trx, actor, {
        action: 'staff.invite',
        entity: 'staff',
        entityId: user.id,
        changes: changedFields(null, { username: user.username, email, role: body.role }),
      });
      return user;
    });
    deps.mail.kick();
    return toStaffMember(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw await conflictAfterRace(db, email, body.username);
    throw err;
  }
}

/** The invited member sets a password with the mailed link (once) and is signed in. */
export async function acceptInvitation(
  { db }: Pick<AppDeps, 'db'>,
  body: StaffAcceptBody,
): Promise<UserRow> {
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = await claimInvitation(trx, hashLinkToken(body.token), now);
    if (userId === undefined) return undefined;
    const invited = await findUserById(trx, userId);
    if (!invited || invited.is_admin !== 1 || invited.disabled_at) return undefined;
    const row = await setPasswordHash(trx, userId, passwordHash, now);
    if (!row) return undefined;
    await markStaffSignedIn(trx, userId, now);
    await recordAudit(
      trx,
      { id: row.id, username: row.username, role: row.staff_role ?? 'owner', ip: null },
      { action: 'staff.accept', entity: 'staff', entityId: row.id, changes: {} },
    );
    return { ...row, staff_signed_in_at: row.staff_signed_in_at ?? now };
  });
  if (!user) throw badRequest('INVALID_INVITATION', INVALID_INVITATION_TEXT);
  return user;
}

/**
 * Changes a member's role or disables/enables the account. A disabled account's tokens stop working
 * at once (the auth plugin reads the account on every request); the last active owner stays one.
 */
export async function updateStaff(
  { db }: Pick<AppDeps, 'db'>,
  actor: AuditActor,
  id: number,
  body: StaffUpdateBody,
): Promise<StaffMember> {
  const row = await db.transaction().execute(async (trx) => {
    const owners = await lockActiveOwners(trx);
    const before = await findUserById(trx, id);
    if (!before || before.is_admin !== 1)
      throw notFound('STAFF_NOT_FOUND', 'Staff member not found');
    const fields: { staff_role?: string; disabled_at?: string | null } = {};
    if (body.role !== undefined) fields.staff_role = body.role;
    if (body.disabled !== undefined)
      fields.disabled_at = body.disabled ? (before.disabled_at ?? nowIso()) : null;
    const losesOwner =
      owners.includes(id) &&
      ((fields.staff_role !== undefined && fields.staff_role !== 'owner') ||
        body.disabled === true);
    if (losesOwner && owners.length <= 1) throw conflict('LAST_OWNER', LAST_OWNER);
    const after = await setStaffFields(trx, id, fields, nowIso());
    if (!after) throw notFound('STAFF_NOT_FOUND', 'Staff member not found');
    await recordAudit(trx, actor, {
      action: 'staff.update',
      entity: 'staff',
      entityId: id,
      changes: changedFields(
        { role: before.staff_role, disabled: before.disabled_at !== null },
        { role: after.staff_role, disabled: after.disabled_at !== null },
      ),
    });
    return after;
  });
  return toStaffMember(row);
}
