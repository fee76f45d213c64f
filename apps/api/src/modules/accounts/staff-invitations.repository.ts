import type { Executor } from '../../db/database';

export async function insertInvitation(
  db: Executor,
  invitation: {
    user_id: number;
    token_hash: string;
    invited_by: number | null;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('staff_invitations').values(invitation).execute();
}

/**
 * Uses an open invitation: one statement marks it used only while it is unused and unexpired, so
 * of two requests with the same link exactly one gets the account.
 */
export async function claimInvitation(
  db: Executor,
  tokenHash: string,
  nowIso: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('staff_invitations')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
