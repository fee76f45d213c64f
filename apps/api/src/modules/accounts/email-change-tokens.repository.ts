import type { Executor } from '../../db/database';

export async function insertEmailChangeToken(
  db: Executor,
  token: {
    userId: number;
    tokenHash: string;
    oldEmail: string;
    newEmail: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('email_change_tokens')
    .values({
      user_id: token.userId,
      token_hash: token.tokenHash,
      old_email: token.oldEmail,
      new_email: token.newEmail,
      expires_at: token.expiresAt,
      used_at: null,
      created_at: token.createdAt,
    })
    .execute();
}

/**
 * Marks the token used only if it is still usable and returns what it restores; of two parallel
 * uses of one link exactly one gets it.
 */
export function claimEmailChangeToken(
  db: Executor,
  tokenHash: string,
  nowIso: string,
): Promise<{ user_id: number; old_email: string } | undefined> {
  return db
    .updateTable('email_change_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['user_id', 'old_email'])
    .executeTakeFirst();
}

export async function useAllEmailChangeTokensOfUser(
  db: Executor,
  userId: number,
  nowIso: string,
): Promise<void> {
  await db
    .updateTable('email_change_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** The account an address is held for while a link to restore it is open, if any. */
export async function findHolderOfOldEmail(
  db: Executor,
  email: string,
  nowIso: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('email_change_tokens')
    .select('user_id')
    .where('old_email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return row?.user_id;
}

/** Links that expired before the cut-off can no longer be used for anything. */
export async function purgeStaleEmailChangeTokens(db: Executor, beforeIso: string): Promise<void> {
  await db.deleteFrom('email_change_tokens').where('expires_at', '<', beforeIso).execute();
}

export async function deleteEmailChangeTokensOfUser(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('email_change_tokens').where('user_id', '=', userId).execute();
}
