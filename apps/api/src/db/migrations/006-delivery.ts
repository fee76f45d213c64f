import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Delivery: the options admins manage (counties as a JSON list, see
 * docs/decisions/014-delivery-counties-as-a-json-list.md) and, on each order, a copy of the chosen
 * option and the Kenyan address, so editing or deleting an option never rewrites a placed order.
 * Orders placed before keep these columns empty and a delivery fee of 0.
 */
export function deliveryMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('delivery_options')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('door', 'pickup')`))
        .addColumn('counties', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('fee_cents', 'integer', (c) => c.notNull().check(sql`fee_cents >= 0`))
        .addColumn('free_over_cents', 'integer', (c) =>
          c.check(sql`free_over_cents is null or free_over_cents > 0`),
        )
        .addColumn('eta_min_days', 'integer', (c) => c.notNull().check(sql`eta_min_days >= 0`))
        .addColumn('eta_max_days', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('delivery_options_eta_order', sql`eta_min_days <= eta_max_days`)
        .execute();

      // SQLite adds one column per ALTER TABLE.
      const columns: Array<[string, 'text' | 'integer']> = [
        ['delivery_option_id', 'integer'],
        ['delivery_option_name', 'text'],
        ['delivery_kind', 'text'],
        ['delivery_county', 'text'],
        ['delivery_town', 'text'],
        ['delivery_street', 'text'],
        ['delivery_phone', 'text'],
        ['delivery_notes', 'text'],
        ['delivery_eta_min_days', 'integer'],
        ['delivery_eta_max_days', 'integer'],
      ];
      for (const [name, type] of columns)
        await db.schema.alterTable('orders').addColumn(name, type).execute();
      await db.schema
        .alterTable('orders')
        .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
