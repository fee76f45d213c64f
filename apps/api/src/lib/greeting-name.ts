import type { UserRow } from '../db/schema';

/** Mails greet by the name given at sign-up, else by the username. */
export function mailName(user: Pick<UserRow, 'name' | 'username'>): string {
  return user.name ?? user.username;
}

/** Order mails greet a guest by the name given at checkout, an account holder as mailName does. */
export function orderMailName(
  user: Pick<UserRow, 'name' | 'username'>,
  order: { guest_name: string | null },
): string {
  return order.guest_name ?? mailName(user);
}
