import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/** The ten columns that held an order's payment on `orders`; they move to `order_payments` (tests split fixtures by them). */
export const PAYMENT_COLUMNS = [
  'payment_method',
  'payment_status',
  'mpesa_phone',
  'mpesa_receipt',
  'payment_message',
  'payment_outcome',
  'pay_requested_at',
  'paid_at',
  'received_amount_cents',
  'received_reference',
] as const;

/**
 * An order's payment gets one home, owned by payments (decision 045): one row per order, filled from
 * the order's columns, which are then dropped.
 */
export function orderPaymentsMigration(dialect: DialectName): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_payments')
        .addColumn('order_id', 'integer', (c) =>
          c.primaryKey().references('orders.id').onDelete('cascade'),
        )
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('mpesa_phone', 'text')
        .addColumn('mpesa_receipt', 'text')
        .addColumn('payment_message', 'text')
        .addColumn('payment_outcome', 'text')
        .addColumn('pay_requested_at', instant)
        .addColumn('paid_at', instant)
        .addColumn('received_amount_cents', 'integer')
        .addColumn('received_reference', 'text')
        .execute();
      const columns = sql.join(PAYMENT_COLUMNS.map((c) => sql.ref(c)));
      await sql`insert into order_payments (order_id, ${columns}) select id, ${columns} from orders`.execute(
        db,
      );

      // SQLite drops a column only once no index names it; PostgreSQL would drop them itself.
      for (const index of [
        'orders_status_method_created',
        'orders_payment_status_created',
        'orders_paid_at',
      ])
        await db.schema.dropIndex(index).ifExists().execute();
      for (const column of PAYMENT_COLUMNS)
        await db.schema.alterTable('orders').dropColumn(column).execute();

      await db.schema
        .createIndex('order_payments_status_method')
        .on('order_payments')
        .columns(['payment_status', 'payment_method'])
        .execute();
      await db.schema
        .createIndex('order_payments_paid_at')
        .on('order_payments')
        .columns(['paid_at', 'order_id'])
        .execute();
      await db.schema
        .createIndex('order_payments_receipt')
        .on('order_payments')
        .column('mpesa_receipt')
        .execute();
    },
  };
}
