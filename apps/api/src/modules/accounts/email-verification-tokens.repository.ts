import type { Executor } from '../../db/database';

export async function insertVerificationToken(
  db: Executor,
  token: { userId: number; tokenHash: string; email: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('email_verification_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      email: token.email,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.createdAt,
    })
    .execute();
}

/** Marks the link used if it still is usable; of two parallel uses exactly one gets it. */
export function claimVerificationToken(
  db: Executor,
  tokenHash: string,
  nowIso: string,
): Promise<{ user_id: number; email: string } | undefined> {
  return db
    .updateTable('email_verification_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['user_id', 'email'])
    .executeTakeFirst();
}

/** Open links of an account die when its address changes: they verify an address it no longer has. */
export async function useAllVerificationTokensOfUser(
  db: Executor,
  userId: number,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('email_verification_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export async function deleteVerificationTokensOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('email_verification_tokens').where('user_id', '=', userId).execute();
}
