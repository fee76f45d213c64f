import type { Kysely, Migration } from 'kysely';

/**
 * Fulfilment tools (issue 24): who carries a shipped order and its tracking number, and what the
 * rider collected when a pay-on-delivery order was marked paid (the amount and the M-Pesa code or
 * "cash"). Plain nullable columns, the same on SQLite and PostgreSQL.
 */
export function orderFulfilmentMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('courier', 'text').execute();
      await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
      await db.schema.alterTable('orders').addColumn('received_amount_cents', 'integer').execute();
      await db.schema.alterTable('orders').addColumn('received_reference', 'text').execute();
    },
  };
}
