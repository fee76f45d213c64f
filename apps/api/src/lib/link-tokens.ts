import { createHash, randomBytes } from 'node:crypto';

/** Only this hash is stored: a leaked table cannot be turned back into working links. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The secret of a mailed link (32 random bytes, base64url) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
