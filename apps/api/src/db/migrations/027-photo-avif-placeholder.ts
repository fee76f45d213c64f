import type { Kysely, Migration } from 'kysely';

/**
 * Photos (issue 30): AVIF copies beside the WebP ones, and a tiny blurred placeholder shown while a
 * photo loads. Both stay null for photos stored before; `npm run backfill-photos` fills them in.
 */
export function photoAvifPlaceholderMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // AVIF widths stored, ascending, comma-separated; null: not made yet.
      await db.schema.alterTable('product_images').addColumn('avif_widths', 'text').execute();
      // A data: URI of a ~20 px wide blurred WebP; null: not made yet.
      await db.schema.alterTable('product_images').addColumn('placeholder', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('product_images').dropColumn('placeholder').execute();
      await db.schema.alterTable('product_images').dropColumn('avif_widths').execute();
    },
  };
}
