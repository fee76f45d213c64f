import type { Executor } from '../../db/database';
import { hashPassword } from '../auth/password';
import { findUserByEmail, findUserByUsername, insertUser, updateUser } from './users.repository';

export interface AdminCredentials {
  username: string;
  email: string;
  password: string;
}

/** Creates the admin, or makes the existing account an admin with this password. */
export async function ensureAdmin(
  db: Executor,
  admin: AdminCredentials,
): Promise<'created' | 'updated'> {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(admin.password);
  const existing =
    (await findUserByUsername(db, admin.username)) ?? (await findUserByEmail(db, admin.email));
  if (existing) {
    await updateUser(db, existing.id, {
      is_admin: 1,
      password_hash: passwordHash,
      token_version: existing.token_version + 1,
      updated_at: now,
    });
    return 'updated';
  }
  await insertUser(db, {
    username: admin.username,
    email: admin.email.toLowerCase(),
    password_hash: passwordHash,
    phone_number: null,
    image_url: null,
    is_admin: 1,
    created_at: now,
    updated_at: now,
  });
  return 'created';
}
