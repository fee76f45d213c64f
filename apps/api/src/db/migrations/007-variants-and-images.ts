import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * The fashion catalog: sizes and colours with their own stock (product_variants), product photos
 * (product_images, files under DATA_DIR/uploads), and order lines that remember the size, colour,
 * SKU and picture they were bought with.
 */
export function variantsAndImagesMigration(dialect: DialectName): Migration {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('product_variants')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('colour', 'text')
        // Lower-cased, trimmed colour ('' for none): one row per size and colour.
        .addColumn('colour_key', 'text', (c) => c.notNull())
        .addColumn('inventory', 'integer', (c) => c.notNull().check(sql`inventory >= 0`))
        .addColumn('price_cents', 'integer', (c) => c.check(sql`price_cents > 0`))
        // A variant removed by the admin while past orders name it stays, hidden.
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_variants_product_size_colour')
        .on('product_variants')
        .columns(['product_id', 'size', 'colour_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('product_variants_sku')
        .on('product_variants')
        .column('sku')
        .unique()
        .execute();

      await db.schema
        .createTable('product_images')
        .addColumn('id', idType, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        // Content hash of the original upload: the stem of every stored file.
        .addColumn('file_key', 'text', (c) => c.notNull())
        // Widths stored as WebP, ascending, comma-separated ("320,640,1280").
        .addColumn('widths', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('original_format', 'text', (c) => c.notNull())
        .addColumn('alt', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('product_images_product_position')
        .on('product_images')
        .columns(['product_id', 'position'])
        .execute();
      await db.schema
        .createIndex('product_images_file_key')
        .on('product_images')
        .column('file_key')
        .execute();

      await db.schema
        .alterTable('order_items')
        .addColumn('variant_id', 'integer', (c) => c.references('product_variants.id'))
        .execute();
      for (const column of ['size', 'colour', 'sku', 'image_url']) {
        await db.schema.alterTable('order_items').addColumn(column, 'text').execute();
      }
      await db.schema
        .createIndex('order_items_variant')
        .on('order_items')
        .column('variant_id')
        .execute();
      // Older lines show the picture their product has now (the best there is).
      await sql`
        update order_items
        set image_url = (select products.image_url from products where products.id = order_items.product_id)
        where product_id is not null`.execute(db);
    },
  };
}
