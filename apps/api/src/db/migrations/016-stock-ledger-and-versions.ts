import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Catalog operations (API.md, third edition): products carry a `version` for stale-edit checks, and
 * every change of stock is a row of `stock_movements`. Each existing size (and each product without
 * sizes) gets an opening movement equal to its stock, so the ledger sums to the stock from day one.
 */
export function stockLedgerAndVersionsMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('stock_movements')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', pg ? 'timestamptz' : 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('variant_id', 'integer')
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('stock_after', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`reason in ('sale', 'cancel', 'return', 'restock', 'count', 'damaged', 'import')`,
            ),
        )
        .addColumn('order_id', 'integer')
        .addColumn('return_id', 'integer')
        .addColumn('actor_id', 'integer')
        .addColumn('actor_username', 'text')
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // A product's or a size's history, newest first, and the shop-wide list by time.
      await db.schema
        .createIndex('stock_movements_product')
        .on('stock_movements')
        .columns(['product_id', 'variant_id', 'id'])
        .execute();
      await db.schema
        .createIndex('stock_movements_at')
        .on('stock_movements')
        .columns(['at', 'id'])
        .execute();
      const now = new Date().toISOString();
      const at = pg ? sql`${now}::timestamptz` : sql`${now}`;
      await sql`
        insert into stock_movements (at, product_id, variant_id, delta, stock_after, reason, note)
        select ${at}, product_id, id, inventory, inventory, 'count', 'opening balance'
        from product_variants order by id`.execute(db);
      await sql`
        insert into stock_movements (at, product_id, variant_id, delta, stock_after, reason, note)
        select ${at}, p.id, null, p.inventory, p.inventory, 'count', 'opening balance'
        from products p
        where not exists (select 1 from product_variants v where v.product_id = p.id)
        order by p.id`.execute(db);
    },
  };
}
