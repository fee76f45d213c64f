import type { User } from '@mavazi/shared/auth.schemas';
import { resolveNotifyBy } from '@mavazi/shared/notify';
import type { UserRow } from '../../db/schema';

/** The only shape of a user that leaves the server: no hash, no token version. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone_number: row.phone_number,
    imageUrl: row.image_url,
    is_admin: row.is_admin === 1,
    email_verified: row.email_verified === 1,
    language: row.language === 'sw' ? 'sw' : 'en',
    notify_by: resolveNotifyBy(row.notify_by, row.phone_number),
    marketing_opt_in: row.marketing_opt_in === 1,
    marketing_opt_in_at: row.marketing_opt_in_at,
    name: row.name,
    created_at: row.created_at,
  };
}
