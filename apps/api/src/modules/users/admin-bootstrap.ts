import type { Executor } from '../../db/database';
import { hashPassword, verifyPassword } from '../auth/password';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  promoteToAdmin,
} from './users.repository';

export interface AdminCredentials {
  username: string;
  email: string;
  password: string;
}

/**
 * Creates the admin, or makes the existing account an admin with this password. An account that is
 * already an admin with this password is left alone, so ADMIN_* settings applied at every start-up
 * (by every process) do not sign the admin out each time.
 */
export async function ensureAdmin(
  db: Executor,
  admin: AdminCredentials,
): Promise<'created' | 'updated' | 'unchanged'> {
  const now = new Date().toISOString();
  const existing =
    (await findUserByUsername(db, admin.username)) ?? (await findUserByEmail(db, admin.email));
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
    created_at: now,
    updated_at: now,
  });
  return 'created';
}
