import type { Executor } from '../../db/database';

/** A fresh set of codes replaces the old one (only their hashes are kept). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  hashes: readonly string[],
  nowIso: string,
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: nowIso })))
    .execute();
}

/** Uses an unused code once; false when it is unknown or already used. */
export async function useRecoveryCode(
  db: Executor,
  userId: number,
  hash: string,
  nowIso: string,
): Promise<boolean> {
  const row = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
