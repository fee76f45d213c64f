import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../database';

/**
 * Marketing mail carries a one-click unsubscribe address (RFC 8058): the outbox keeps it for the
 * `List-Unsubscribe` header, sent on every retry alike. A stock alert's size is a foreign key: an alert
 * goes with its size, and none can point at a size that never existed.
 */
export function unsubscribeHeaderAndAlertVariantsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe_url', 'text').execute();

      // Alerts of sizes deleted before the key existed wait for nothing.
      await sql`delete from stock_alerts where variant_id not in (select id from product_variants)`.execute(
        db,
      );
      if (dialect === 'postgres') {
        await sql`alter table stock_alerts add constraint stock_alerts_variant_id_fkey foreign key (variant_id) references product_variants (id) on delete cascade`.execute(
          db,
        );
        return;
      }
      // SQLite adds a foreign key only by rebuilding the table (nothing references stock_alerts).
      await db.schema
        .createTable('stock_alerts_new')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('variant_id', 'integer', (c) =>
          c.notNull().references('product_variants.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('en', 'sw')`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('notified_at', 'text')
        .execute();
      await sql`insert into stock_alerts_new (id, product_id, variant_id, email, user_id, language, created_at, notified_at)
        select id, product_id, variant_id, email, user_id, language, created_at, notified_at from stock_alerts`.execute(
        db,
      );
      await db.schema.dropTable('stock_alerts').execute();
      await sql`alter table stock_alerts_new rename to stock_alerts`.execute(db);
      await sql`create unique index stock_alerts_waiting on stock_alerts (variant_id, email) where notified_at is null`.execute(
        db,
      );
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
