import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * Drafts and scheduling, sale prices, collections and photos per colour (API.md, third edition,
 * "Catalog operations"). Existing products stay on sale (`active`); a scheduled product is shown from
 * `publish_at` on by the shopper queries themselves (docs/decisions/027).
 */
export function draftsSalesCollectionsMigration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('active')
            .check(sql`status in ('active', 'draft', 'scheduled')`),
        )
        .execute();
      await db.schema.alterTable('products').addColumn('publish_at', instant).execute();
      await db.schema
        .alterTable('products')
        .addColumn('compare_at_price_cents', 'integer')
        .execute();
      await db.schema
        .alterTable('product_variants')
        .addColumn('compare_at_price_cents', 'integer')
        .execute();
      await db.schema.alterTable('product_images').addColumn('colour', 'text').execute();
      // The next scheduled publication (the read cache's expiry) and the staff list by status.
      await db.schema
        .createIndex('products_status_publish_at')
        .on('products')
        .columns(['status', 'publish_at'])
        .execute();
      await db.schema
        .createTable('collections')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('product_collections')
        .addColumn('collection_id', 'integer', (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('product_collections_pk', ['collection_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('product_collections_product')
        .on('product_collections')
        .columns(['product_id', 'collection_id'])
        .execute();
    },
  };
}
