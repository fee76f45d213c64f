import type { Executor } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { hashPassword, verifyPassword } from './password';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  promoteToAdmin,
  setAdminFlag,
} from './users.repository';

export interface AdminCredentials {
  username: string;
  email: string;
  password: string;
}

/** Start-up settings or a create-admin run that must not touch an account; the message says what to do. */
export class AdminBootstrapError extends Error {
  override name = 'AdminBootstrapError';
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const promoteHint = (username: string) =>
  `Choose other admin settings, or make that account an admin on purpose: npm run create-admin -- --promote ${username}`;

/**
 * Creates the admin, or updates the account that matches BOTH username and email (any case): it
 * becomes an admin with this password. An account matching only one of them is refused, because
 * whoever owns its mailbox could take the admin area over with a password reset. An admin that
 * already has this password is left alone, so ADMIN_* applied at every start-up (by every process)
 * does not sign the admin out each time.
 */
export async function ensureAdmin(
  db: Executor,
  admin: AdminCredentials,
): Promise<'created' | 'updated' | 'unchanged'> {
  const now = new Date().toISOString();
  const byUsername = await findUserByUsername(db, admin.username);
  if (byUsername && !sameText(byUsername.email, admin.email)) {
    throw new AdminBootstrapError(
      `The username "${admin.username}" belongs to an existing account with a different email address, so it was not made an admin. ${promoteHint(byUsername.username)}`,
    );
  }
  const existing = byUsername ?? (await findUserByEmail(db, admin.email));
  if (existing && !sameText(existing.username, admin.username)) {
    throw new AdminBootstrapError(
      `The email address ${existing.email} belongs to the existing account "${existing.username}", so it was not made an admin. ${promoteHint(existing.username)}`,
    );
  }
  if (existing) {
    if (existing.is_admin === 1 && (await verifyPassword(admin.password, existing.password_hash))) {
      return 'unchanged';
    }
    await promoteToAdmin(db, existing.id, await hashPassword(admin.password), now);
    return 'updated';
  }
  await insertUser(db, {
    username: admin.username,
    email: admin.email.toLowerCase(),
    password_hash: await hashPassword(admin.password),
    phone_number: null,
    image_url: null,
    is_admin: 1,
    staff_role: 'owner',
    created_at: now,
    updated_at: now,
  });
  return 'created';
}

/** The operator's deliberate promotion of a named account: its email and password stay as they are. */
export async function promoteAccount(
  db: Executor,
  username: string,
): Promise<{ user: UserRow; result: 'promoted' | 'unchanged' }> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new AdminBootstrapError(`No account has the username "${username}".`);
  if (user.is_admin === 1) return { user, result: 'unchanged' };
  const promoted = await setAdminFlag(db, user.id, new Date().toISOString());
  return { user: promoted ?? user, result: 'promoted' };
}
