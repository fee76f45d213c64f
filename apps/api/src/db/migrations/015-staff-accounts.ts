import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Staff accounts (API.md, third edition): disabling, invitations, two-factor sign-in. Invitation links
 * and recovery codes are kept only as SHA-256 hashes, like password reset links (decision 025).
 */
export function staffAccountsMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const flag = pg ? 'boolean' : 'integer';
  const id = pg ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('disabled_at', instant).execute();
      await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('totp_enabled', flag, (c) => c.notNull().defaultTo(pg ? false : 0))
        .execute();
      // The last accepted code's time step: a code is good once (RFC 6238, section 5.2).
      await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
      await db.schema.alterTable('users').addColumn('staff_signed_in_at', instant).execute();

      await db.schema
        .createTable('staff_invitations')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'integer')
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_invitations_user')
        .on('staff_invitations')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('staff_recovery_codes')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', instant)
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_recovery_codes_user')
        .on('staff_recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
    },
  };
}
