import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Links that undo an email change (users module; only the SHA-256 of a link is stored), and the
 * table /api/health writes to, to prove the database still takes writes (health module).
 */
export function emailUndoAndHealthProbeMigration(dialect: DialectName): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('email_change_tokens')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('old_email', 'text', (c) => c.notNull())
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_change_tokens_user')
        .on('email_change_tokens')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('email_change_tokens_old_email')
        .on('email_change_tokens')
        .column('old_email')
        .execute();

      await db.schema
        .createTable('health_probes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
