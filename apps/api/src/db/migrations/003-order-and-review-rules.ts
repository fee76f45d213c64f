import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Second-edition business rules: the checkout's request fingerprint (a reused Idempotency-Key with
 * another cart is refused), one review per shopper and product with a verified-purchase flag, a
 * per-customer promo limit, and indexes for paged admin lists.
 */
export const orderAndReviewRulesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('orders').addColumn('idempotency_fingerprint', 'text').execute();
    await db.schema
      .createIndex('orders_created')
      .on('orders')
      .columns(['created_at', 'id'])
      .execute();

    await db.schema
      .alterTable('reviews')
      .addColumn('verified_purchase', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Earlier rows may hold several reviews by one shopper of one product: the newest one stays.
    await sql`
      delete from reviews
      where exists (
        select 1 from reviews newer
        where newer.product_id = reviews.product_id
          and newer.user_id = reviews.user_id
          and (newer.created_at > reviews.created_at
               or (newer.created_at = reviews.created_at and newer.id > reviews.id))
      )`.execute(db);
    await db.schema
      .createIndex('reviews_product_user')
      .on('reviews')
      .columns(['product_id', 'user_id'])
      .unique()
      .execute();

    await db.schema.alterTable('promotions').addColumn('per_customer_limit', 'integer').execute();

    await db.schema
      .createIndex('support_tickets_created')
      .on('support_tickets')
      .columns(['created_at', 'id'])
      .execute();
  },
};
