import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Reach (issue 29): the newsletter's double opt-in subscriptions (consent with its time, link tokens
 * only as SHA-256) and the shopper's real name given at sign-up.
 */
export function newsletterAndNamesMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('name', 'text').execute();
      await db.schema
        .createTable('newsletter_subscribers')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        // Lower-cased: one row per address, whatever case it was typed in.
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'subscribed', 'unsubscribed')`),
        )
        .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'sw')`))
        .addColumn('confirm_token_hash', 'text', (c) => c.unique())
        .addColumn('confirm_expires_at', instant)
        .addColumn('unsubscribe_token_hash', 'text', (c) => c.unique())
        // When the owner of the address confirmed (the consent), and when they withdrew it.
        .addColumn('consented_at', instant)
        .addColumn('unsubscribed_at', instant)
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('newsletter_subscribers_status')
        .on('newsletter_subscribers')
        .columns(['status', 'id'])
        .execute();
    },
  };
}
