import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Email verification (API.md third edition, "Reach"): `users.email_verified` and single-use links
 * mailed to the address. Existing shoppers start unverified and staff verified (decision 024).
 */
export function emailVerificationMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('email_verified', pg ? 'boolean' : 'integer', (c) =>
          c.notNull().defaultTo(pg ? sql`false` : 0),
        )
        .execute();
      await sql`update users set email_verified = ${sql.raw(pg ? 'true' : '1')} where is_admin = ${sql.raw(pg ? 'true' : '1')}`.execute(
        db,
      );
      await db.schema
        .createTable('email_verification_tokens')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('expires_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .addColumn('used_at', pg ? 'timestamptz' : 'text')
        .addColumn('created_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('email_verification_tokens_user')
        .on('email_verification_tokens')
        .column('user_id')
        .execute();
    },
  };
}
