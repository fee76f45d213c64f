import type { Executor } from '../../db/database';
import type { ReviewRow } from '../../db/schema';

export interface NewReviewValues {
  product_id: number;
  user_id: number;
  author: string;
  rating: number;
  comment: string;
  verified_purchase?: number;
}

/** Newest first; the id breaks ties between reviews written in the same millisecond. */
export function listReviewsOfProduct(
  db: Executor,
  productId: number,
  page: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countReviewsOfProduct(db: Executor, productId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertReview(
  db: Executor,
  values: NewReviewValues,
  now: string,
): Promise<ReviewRow> {
  return db
    .insertInto('reviews')
    .values({ ...values, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One review per shopper and product: posting again replaces the text, rating and date of the
 * earlier one (a single upsert, so two parallel posts cannot make two rows). A verified flag, once
 * earned, stays.
 */
export function upsertReview(
  db: Executor,
  values: NewReviewValues,
  now: string,
): Promise<ReviewRow> {
  return db
    .insertInto('reviews')
    .values({ ...values, created_at: now })
    .onConflict((oc) =>
      oc.columns(['product_id', 'user_id']).doUpdateSet((eb) => ({
        author: eb.ref('excluded.author'),
        rating: eb.ref('excluded.rating'),
        comment: eb.ref('excluded.comment'),
        created_at: eb.ref('excluded.created_at'),
        verified_purchase: eb
          .case()
          .when('reviews.verified_purchase', '=', 1)
          // The column itself, not a literal 1: on PostgreSQL the flag is a boolean.
          .then(eb.ref('reviews.verified_purchase'))
          .else(eb.ref('excluded.verified_purchase'))
          .end(),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The shopper's reviews of these products become verified purchases (their order was delivered). */
export async function markReviewsVerified(
  db: Executor,
  userId: number,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .updateTable('reviews')
    .set({ verified_purchase: 1 })
    .where('user_id', '=', userId)
    .where('product_id', 'in', [...productIds])
    .execute();
}

export function findReviewsOfUser(db: Executor, userId: number): Promise<ReviewRow[]> {
  return db.selectFrom('reviews').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Erasure: the reviews stay (ratings are the shop's), signed by `author` instead of the name. */
export async function renameReviewAuthor(
  db: Executor,
  userId: number,
  author: string,
): Promise<void> {
  await db.updateTable('reviews').set({ author }).where('user_id', '=', userId).execute();
}
