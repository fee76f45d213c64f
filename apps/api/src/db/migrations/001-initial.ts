import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/** The first schema: every table of every domain, with the indexes their queries need. */
export function initialMigration(dialect: DialectName): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      const table = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn('id', idType, (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          );

      await table('users')
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('image_url', 'text')
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`create unique index users_username_lower on users (lower(username))`.execute(db);

      await db.schema
        .createTable('revoked_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await table('password_reset_tokens')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_user')
        .on('password_reset_tokens')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'text', (c) => c.notNull())
        .execute();

      await table('products')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('inventory', 'integer', (c) => c.notNull().check(sql`inventory >= 0`))
        .addColumn('deleted_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_category')
        .on('products')
        .columns(['deleted_at', 'category', 'id'])
        .execute();

      await table('reviews')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reviews_product')
        .on('reviews')
        .columns(['product_id', 'created_at'])
        .execute();

      await table('promotions')
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('code_key', 'text', (c) => c.notNull().unique())
        .addColumn('discount_percentage', real, (c) =>
          c.notNull().check(sql`discount_percentage > 0 and discount_percentage <= 100`),
        )
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('usage_limit', 'integer')
        .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'promotions_usage_within_limit',
          sql`usage_limit is null or times_used <= usage_limit`,
        )
        .execute();

      await table('orders')
        .addColumn('order_number', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_percentage', real, (c) => c.notNull().defaultTo(0))
        .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_cents', 'integer', (c) => c.notNull())
        .addColumn('promotion_code', 'text')
        .addColumn('promotion_id', 'integer', (c) =>
          c.references('promotions.id').onDelete('set null'),
        )
        .addColumn('shipping_address', 'text', (c) => c.notNull())
        .addColumn('shipping_city', 'text')
        .addColumn('shipping_state', 'text')
        .addColumn('shipping_zip', 'text')
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('current_location', 'text')
        .addColumn('expected_delivery_date', 'text')
        .addColumn('idempotency_key', 'text')
        .addColumn('last_notified_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('orders_user_created')
        .on('orders')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('orders_user_idempotency')
        .on('orders')
        .columns(['user_id', 'idempotency_key'])
        .unique()
        .execute();

      await table('order_items')
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_items_order')
        .on('order_items')
        .column('order_id')
        .execute();
      await db.schema
        .createIndex('order_items_product')
        .on('order_items')
        .column('product_id')
        .execute();

      await table('order_status_history')
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_status_history_order')
        .on('order_status_history')
        .column('order_id')
        .execute();

      await table('support_tickets')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('support_tickets_user')
        .on('support_tickets')
        .column('user_id')
        .execute();

      await table('mail_outbox')
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
  };
}
