import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

/**
 * Support both ways: the conversation of a ticket (replies from the shop and the shopper) and the
 * order a ticket is about. Tickets sent before keep `order_id` empty and have no replies.
 * Also the indexes behind the admin's order filters (status, payment status, newest first).
 */
export function supportRepliesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('support_tickets').addColumn('order_id', 'integer').execute();
      await db.schema
        .createTable('support_ticket_replies')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('ticket_id', 'integer', (c) =>
          c.notNull().references('support_tickets.id').onDelete('cascade'),
        )
        .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('shop', 'customer')`))
        .addColumn('author_user_id', 'integer')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_ticket_replies_ticket')
        .on('support_ticket_replies')
        .columns(['ticket_id', 'id'])
        .execute();
      // The shopper's own list, newest first.
      await db.schema
        .createIndex('support_tickets_user_created')
        .on('support_tickets')
        .columns(['user_id', 'created_at', 'id'])
        .execute();
      for (const column of ['status', 'payment_status'])
        await db.schema
          .createIndex(`orders_${column}_created`)
          .on('orders')
          .columns([column, 'created_at', 'id'])
          .execute();
    },
  };
}
