import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Payments: one `payments` row per M-Pesa STK Push request; the order keeps its payment state
 * (status, M-Pesa number, receipt, the message shown to the shopper, the last "pay again" time) and
 * its history records payment changes beside status changes.
 */
export function paymentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('mpesa_phone', 'text').execute();
      await db.schema.alterTable('orders').addColumn('mpesa_receipt', 'text').execute();
      await db.schema.alterTable('orders').addColumn('payment_message', 'text').execute();
      await db.schema.alterTable('orders').addColumn('pay_requested_at', 'text').execute();
      // The unpaid-order cancellation looks for old Pending M-Pesa orders.
      await db.schema
        .createIndex('orders_status_method_created')
        .on('orders')
        .columns(['status', 'payment_method', 'created_at'])
        .execute();

      await db.schema
        .alterTable('order_status_history')
        .addColumn('payment_status', 'text')
        .execute();
      await db.schema.alterTable('order_status_history').addColumn('note', 'text').execute();

      await db.schema
        .createTable('payments')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('merchant_request_id', 'text')
        .addColumn('checkout_request_id', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('result_code', 'integer')
        .addColumn('result_desc', 'text')
        .addColumn('mpesa_receipt', 'text', (c) => c.unique())
        .addColumn('query_after', 'text', (c) => c.notNull())
        .addColumn('query_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .execute();
      await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
      await db.schema
        .createIndex('payments_due')
        .on('payments')
        .columns(['status', 'query_after'])
        .execute();
    },
  };
}
