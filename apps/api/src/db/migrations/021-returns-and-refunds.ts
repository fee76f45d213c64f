import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Returns, exchanges and refunds (API.md, third edition): a return with its lines and history, the
 * refunds of an order (M-Pesa B2C or manual) with a gap-free credit note counter per year, and on
 * the order what was refunded and, for an exchange order, the return it replaces.
 */
export function returnsAndRefundsMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const flag = pg ? 'boolean' : 'integer';
  const id = pg ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('orders').addColumn('exchange_for_return_id', 'integer').execute();

      await db.schema
        .createTable('returns')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        // Copied from the orders, so a return reads without them.
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`status in ('Requested', 'Approved', 'Rejected', 'Received', 'Refunded', 'Exchanged')`,
            ),
        )
        .addColumn('note', 'text')
        .addColumn('restocked', flag, (c) => c.notNull().defaultTo(pg ? false : 0))
        .addColumn('exchange_order_id', 'integer')
        .addColumn('exchange_order_number', 'text')
        // Completed refunds naming this return.
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('idempotency_key', 'text')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('returns_order').on('returns').column('order_id').execute();
      await db.schema
        .createIndex('returns_status')
        .on('returns')
        .columns(['status', 'id'])
        .execute();
      // A repeated submit with the same Idempotency-Key finds its return instead of making another.
      await db.schema
        .createIndex('returns_idempotency')
        .on('returns')
        .columns(['order_id', 'idempotency_key'])
        .unique()
        .execute();

      await db.schema
        .createTable('return_lines')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('return_id', 'integer', (c) =>
          c.notNull().references('returns.id').onDelete('cascade'),
        )
        .addColumn('order_item_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer')
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'integer')
        .addColumn('size', 'text')
        .addColumn('colour', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('exchange_variant_id', 'integer')
        .addColumn('exchange_size', 'text')
        .addColumn('exchange_colour', 'text')
        .execute();
      await db.schema
        .createIndex('return_lines_return')
        .on('return_lines')
        .column('return_id')
        .execute();

      await db.schema
        .createTable('return_history')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('return_id', 'integer', (c) =>
          c.notNull().references('returns.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('changed_by', 'integer')
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('return_history_return')
        .on('return_history')
        .columns(['return_id', 'id'])
        .execute();

      await db.schema
        .createTable('refunds')
        .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('return_id', 'integer')
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('mpesa', 'manual')`))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('Pending', 'Completed', 'Failed')`),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('mpesa_receipt', 'text')
        // Daraja's ids of the B2C request: the result names them.
        .addColumn('originator_conversation_id', 'text', (c) => c.unique())
        .addColumn('conversation_id', 'text')
        .addColumn('result_code', 'integer')
        .addColumn('result_desc', 'text')
        .addColumn('credit_note_number', 'text', (c) => c.unique())
        .addColumn('idempotency_key', 'text')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('completed_at', instant)
        .execute();
      await db.schema.createIndex('refunds_order').on('refunds').column('order_id').execute();
      await db.schema
        .createIndex('refunds_status')
        .on('refunds')
        .columns(['status', 'created_at'])
        .execute();
      // Reports read refunds by the day they completed.
      await db.schema
        .createIndex('refunds_completed_at')
        .on('refunds')
        .columns(['completed_at', 'id'])
        .execute();
      await db.schema
        .createIndex('refunds_idempotency')
        .on('refunds')
        .columns(['order_id', 'idempotency_key'])
        .unique()
        .execute();
      await db.schema
        .createTable('credit_note_counters')
        .addColumn('year', 'integer', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
