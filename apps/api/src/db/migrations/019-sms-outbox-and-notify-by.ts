import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Texts by SMS (API.md "Reach"): each shopper's language and channels, and the SMS outbox. A text
 * belongs to one event (`event_key`, unique), so an event queued twice still sends one text.
 */
export function smsOutboxAndNotifyByMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('language', 'text', (c) =>
          c
            .notNull()
            .defaultTo('en')
            .check(sql`language in ('en', 'sw')`),
        )
        .execute();
      // 'email,sms' once chosen; null means the default (both for a Kenyan mobile, else email).
      await db.schema.alterTable('users').addColumn('notify_by', 'text').execute();
      await db.schema
        .createTable('sms_outbox')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('event_key', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('to_phone', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'sent', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', instant, (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('provider_message_id', 'text')
        .addColumn('provider_status', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('cost', 'text')
        .addColumn('resend_of', 'integer')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('sent_at', instant)
        .addColumn('delivered_at', instant)
        .execute();
      // The worker's scan of what is due.
      await db.schema
        .createIndex('sms_outbox_due')
        .on('sms_outbox')
        .columns(['status', 'next_attempt_at', 'id'])
        .execute();
      // Delivery reports find their text by Africa's Talking's messageId.
      await db.schema
        .createIndex('sms_outbox_provider_id')
        .on('sms_outbox')
        .column('provider_message_id')
        .execute();
    },
  };
}
