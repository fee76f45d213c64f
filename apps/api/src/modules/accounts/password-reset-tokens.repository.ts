import type { Executor } from '../../db/database';

export async function insertResetToken(
  db: Executor,
  token: {
    userId: number;
    tokenHash: string;
    sentTo: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      sent_to: token.sentTo,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.createdAt,
    })
    .execute();
}

/** The owner and recipient of an unused, unexpired token, or undefined. */
export function findUsableResetToken(
  db: Executor,
  tokenHash: string,
  nowIso: string,
): Promise<{ user_id: number; sent_to: string | null } | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .select(['user_id', 'sent_to'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/**
 * Marks the token used only if it is still usable, and returns its user id; of two parallel
 * uses of one token exactly one gets the id back.
 */
export async function claimResetToken(
  db: Executor,
  tokenHash: string,
  nowIso: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function useAllResetTokensOfUser(
  db: Executor,
  userId: number,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Tokens that expired before the cut-off can no longer be used for anything. */
export async function purgeStaleResetTokens(db: Executor, beforeIso: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', beforeIso).execute();
}

export async function deleteResetTokensOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
