import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/**
 * The product list at 100,000 products: review totals and units sold kept on `products` (the list
 * sorts and shows them without aggregating), an index for every sort and filter, and an index for
 * the name and description search (SQLite FTS5 trigram table kept in step by triggers; PostgreSQL
 * pg_trgm GIN indexes). See docs/decisions/016-catalog-at-scale.md.
 */
export function catalogAtScaleMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column per ALTER TABLE.
      for (const column of ['rating_count', 'rating_sum', 'rating_rank', 'units_sold']) {
        await db.schema
          .alterTable('products')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      // Totals of the reviews and orders already there; cancelled orders gave their stock back.
      await sql`
        update products set
          rating_count = (select count(*) from reviews r where r.product_id = products.id),
          rating_sum = coalesce((select sum(r.rating) from reviews r where r.product_id = products.id), 0),
          units_sold = coalesce((
            select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
            where i.product_id = products.id and o.status <> 'Cancelled'
          ), 0)
      `.execute(db);
      await sql`
        update products set rating_rank = case when rating_count = 0 then 0
          else (rating_sum * 100) / rating_count end
      `.execute(db);

      // Every sort ends with id, so pages never overlap; descending sorts read these backwards.
      const sorts: Record<string, string> = {
        products_list_id: 'id',
        products_list_newest: 'created_at, id',
        products_list_price: 'price_cents, id',
        products_list_rating: 'rating_rank, rating_count, id',
        products_list_popular: 'units_sold, id',
        products_list_category: 'category, id',
      };
      for (const [name, columns] of Object.entries(sorts)) {
        await sql
          .raw(`create index ${name} on products (${columns}) where deleted_at is null`)
          .execute(db);
      }

      if (dialect === 'postgres') {
        // pg_trgm is a trusted extension: the database owner may create it.
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index products_name_trgm on products using gin (lower(name) gin_trgm_ops)`.execute(
          db,
        );
        await sql`create index products_description_trgm on products using gin (lower(description) gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      // External content: the text stays in products, the FTS table holds only the trigram index.
      await sql`
        create virtual table products_fts using fts5(
          name, description, content = 'products', content_rowid = 'id', tokenize = 'trigram'
        )
      `.execute(db);
      await sql`
        create trigger products_fts_insert after insert on products begin
          insert into products_fts (rowid, name, description) values (new.id, new.name, new.description);
        end
      `.execute(db);
      await sql`
        create trigger products_fts_delete after delete on products begin
          insert into products_fts (products_fts, rowid, name, description)
            values ('delete', old.id, old.name, old.description);
        end
      `.execute(db);
      await sql`
        create trigger products_fts_update after update of name, description on products begin
          insert into products_fts (products_fts, rowid, name, description)
            values ('delete', old.id, old.name, old.description);
          insert into products_fts (rowid, name, description) values (new.id, new.name, new.description);
        end
      `.execute(db);
      await sql`insert into products_fts (products_fts) values ('rebuild')`.execute(db);
    },
  };
}
