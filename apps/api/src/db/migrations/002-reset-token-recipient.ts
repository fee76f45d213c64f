import type { Kysely, Migration } from 'kysely';

/** Reset tokens remember the address the link was mailed to, so an email change retires them. */
export const resetTokenRecipientMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('password_reset_tokens').addColumn('sent_to', 'text').execute();
  },
};
