import type { Executor } from '../../db/database';

export async function revokeToken(db: Executor, jti: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Expired tokens fail verification anyway, so their revocation rows can go. */
export async function purgeExpiredRevocations(db: Executor, nowIso: string): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso).execute();
}
