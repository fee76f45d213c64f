import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Reach (API.md, third edition): guest orders (a guest users row per address, decision 037, and the
 * order's hashed lookup token), marketing consent with its time, and saved carts.
 */
export function guestsCartsPrivacyMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const flag = pg ? 'boolean' : 'integer';
  const no = pg ? false : 0;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('is_guest', flag, (c) => c.notNull().defaultTo(no))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('marketing_opt_in', flag, (c) => c.notNull().defaultTo(no))
        .execute();
      await db.schema.alterTable('users').addColumn('marketing_opt_in_at', instant).execute();
      await db.schema.alterTable('users').addColumn('marketing_opt_out_hash', 'text').execute();

      // The guest's contact as given at checkout; the lookup link's token only as its SHA-256.
      await db.schema.alterTable('orders').addColumn('guest_name', 'text').execute();
      await db.schema.alterTable('orders').addColumn('guest_email', 'text').execute();
      await db.schema.alterTable('orders').addColumn('guest_phone', 'text').execute();
      await db.schema.alterTable('orders').addColumn('lookup_token_hash', 'text').execute();
      // Hoarding limits count a guest's open orders by address and by phone; linking finds them by address.
      await db.schema
        .createIndex('orders_guest_email')
        .on('orders')
        .column('guest_email')
        .execute();
      await db.schema
        .createIndex('orders_guest_phone')
        .on('orders')
        .column('guest_phone')
        .execute();

      await db.schema
        .createTable('saved_carts')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('reminded_at', instant)
        // When this version of the cart's reminder was settled (sent, or due to no one).
        .addColumn('reminder_checked_at', instant)
        // A reminder job's lease: another process skips the cart until it runs out.
        .addColumn('reminder_claimed_until', instant)
        .execute();
      await db.schema
        .createTable('saved_cart_items')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('saved_carts.user_id').onDelete('cascade'),
        )
        .addColumn('line', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('variant_id', 'integer')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('saved_cart_items_pk', ['user_id', 'line'])
        .execute();
      await db.schema
        .createIndex('saved_carts_due')
        .on('saved_carts')
        .columns(['reminder_checked_at', 'updated_at'])
        .execute();
    },
  };
}
