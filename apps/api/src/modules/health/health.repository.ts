import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Proves the database takes writes: one committed transaction that stores and removes a row larger
 * than a page. It needs fresh pages and a log append, so a full disk or a read-only database fails
 * it, where rewriting a row in place could still succeed.
 */
export async function probeWrites(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const id = randomUUID();
    await trx
      .insertInto('health_probes')
      .values({
        id,
        payload: randomBytes(4096).toString('hex'),
        created_at: new Date().toISOString(),
      })
      .execute();
    await trx.deleteFrom('health_probes').where('id', '=', id).execute();
  });
}
