import { LIMITS } from '@mavazi/shared/constants';
import type { UserRow } from '../db/schema';
import { isGsm7 } from './gsm7';

/**
 * A text greets by the first name only when it is plain GSM-7 and no longer than a username, so the
 * text stays one 160-character part; else by the username.
 */
export function smsName(user: Pick<UserRow, 'name' | 'username'>): string {
  const first = user.name?.trim().split(/\s+/)[0] ?? '';
  return first && first.length <= LIMITS.usernameMax && isGsm7(first) ? first : user.username;
}
