import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Payment outcomes (decision 023): the order keeps how its payment stands for the shopper's
 * headline, and M-Pesa payments no prompt of ours could be matched to are kept for staff.
 */
export function paymentOutcomesMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('payment_outcome', 'text').execute();
      await db.schema
        .createTable('mpesa_unmatched_payments')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('checkout_request_id', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_request_id', 'text')
        .addColumn('phone', 'text')
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('mpesa_receipt', 'text', (c) => c.notNull().unique())
        .addColumn('transaction_date', 'text')
        .addColumn('received_at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mpesa_unmatched_payments_received')
        .on('mpesa_unmatched_payments')
        .columns(['received_at', 'id'])
        .execute();
      // Matching a callback for a prompt whose answer we never got: by phone and exact amount.
      await db.schema
        .createIndex('payments_phone_amount')
        .on('payments')
        .columns(['phone', 'amount_cents', 'created_at'])
        .execute();
    },
  };
}
