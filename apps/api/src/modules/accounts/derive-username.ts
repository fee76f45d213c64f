import { randomInt } from 'node:crypto';
import { LIMITS } from '@mavazi/shared/constants';
import type { Executor } from '../../db/database';
import { findUserByUsername } from './users.repository';

/** Letters and digits of a name or an email's local part, joined by dots ("Achieng Otieno" → achieng.otieno). */
export function usernameBase(name: string | undefined, email: string): string {
  const slug = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(0, LIMITS.usernameMax - 5)
      .replace(/\.+$/, '');
  const fromName = name ? slug(name) : '';
  if (fromName.length >= LIMITS.usernameMin) return fromName;
  const fromEmail = slug(email.split('@')[0] ?? '');
  return fromEmail.length >= LIMITS.usernameMin ? fromEmail : 'shopper';
}

/** A free username for a sign-up that gave none: the base, else the base and 4 random digits. */
export async function deriveUsername(
  db: Executor,
  name: string | undefined,
  email: string,
): Promise<string> {
  const base = usernameBase(name, email);
  if (!(await findUserByUsername(db, base))) return base;
  for (let i = 0; i < 20; i += 1) {
    const candidate = `${base}${randomInt(1000, 10_000)}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  return `${base}${randomInt(10_000, 100_000)}`;
}
