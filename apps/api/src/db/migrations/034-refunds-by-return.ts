import type { Kysely, Migration } from 'kysely';

/**
 * A return's refund is found by its return (a return is refunded once): that lookup walked the refunds table.
 * Partial as migration 033's indexes are: an order's own refunds have no return.
 */
export const refundsByReturnMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('refunds_return')
      .on('refunds')
      .column('return_id')
      .where('return_id', 'is not', null)
      .execute();
  },
};
