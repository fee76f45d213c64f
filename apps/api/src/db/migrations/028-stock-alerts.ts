import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

/**
 * "Notify me" for a sold-out size (decision 043): one row per address and size, mailed once when the
 * size is back in stock (`notified_at` set in the transaction that queues the mail).
 */
export function stockAlertsMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('stock_alerts')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('variant_id', 'integer', (c) => c.notNull())
        // Lower-cased: one alert per address and size, however it was typed.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'sw')`))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('notified_at', instant)
        .execute();
      // One waiting alert per address and size (a later sell-out may be asked about again); the job reads
      // the sizes waited for through it too.
      await sql`create unique index stock_alerts_waiting on stock_alerts (variant_id, email) where notified_at is null`.execute(
        db,
      );
      // The per-address cap and erasing an address.
      await sql`create index stock_alerts_waiting_email on stock_alerts (email) where notified_at is null`.execute(
        db,
      );
      await db.schema
        .createIndex('stock_alerts_user')
        .on('stock_alerts')
        .column('user_id')
        .execute();
    },
  };
}
