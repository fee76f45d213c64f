import { LIMITS } from '@mavazi/shared/constants';
import type { UserRow } from '../db/schema';
import { isGsm7 } from '../sms/gsm7';

/** Mails greet by the name given at sign-up, else by the username. */
export function mailName(user: Pick<UserRow, 'name' | 'username'>): string {
  return user.name ?? user.username;
}

/**
 * A text greets by the first name only when it is plain GSM-7 and no longer than a username, so the
 * text stays one 160-character part; else by the username.
 */
export function smsName(user: Pick<UserRow, 'name' | 'username'>): string {
  const first = user.name?.trim().split(/\s+/)[0] ?? '';
  return first && first.length <= LIMITS.usernameMax && isGsm7(first) ? first : user.username;
}

/** Order mails greet a guest by the name given at checkout, an account holder as mailName does. */
export function orderMailName(
  user: Pick<UserRow, 'name' | 'username'>,
  order: { guest_name: string | null },
): string {
  return order.guest_name ?? mailName(user);
}
