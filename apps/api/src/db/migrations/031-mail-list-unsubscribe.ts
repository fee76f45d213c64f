import type { Kysely, Migration } from 'kysely';

/**
 * Marketing mail carries a one-click unsubscribe address (RFC 8058); the outbox keeps it for the
 * `List-Unsubscribe` header, sent on every retry alike.
 */
export function mailListUnsubscribeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe_url', 'text').execute();
    },
  };
}
