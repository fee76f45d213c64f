import type { Db } from '../database';
import { ensureAdmin } from '../../modules/users/admin-bootstrap';
import { hashPassword } from '../../modules/auth/password';
import { demoProducts } from './demo-catalog';
import { demoPromotions } from './demo-promotions';
import { toCents } from '@mavazi/shared/money';

export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@mavazi.test',
  password: 'mavazi-admin',
};
export const DEMO_SHOPPER = {
  username: 'wanjiku',
  email: 'wanjiku@mavazi.test',
  password: 'mavazi-shopper',
};

/** Fills an empty database (no users, no products) with the demo shop; false when it was not empty. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).execute();
  const products = await db.selectFrom('products').select('id').limit(1).execute();
  if (users.length > 0 || products.length > 0) return false;

  await db.transaction().execute(async (trx) => {
    await ensureAdmin(trx, DEMO_ADMIN);
    const now = new Date().toISOString();
    const shopper = await trx
      .insertInto('users')
      .values({
        username: DEMO_SHOPPER.username,
        email: DEMO_SHOPPER.email,
        password_hash: await hashPassword(DEMO_SHOPPER.password),
        phone_number: '+254712345678',
        image_url: null,
        is_admin: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const [index, product] of demoProducts.entries()) {
      // Spread creation times so "newest" orderings look natural.
      const createdAt = new Date(
        Date.now() - (demoProducts.length - index) * 3_600_000,
      ).toISOString();
      const row = await trx
        .insertInto('products')
        .values({
          name: product.name,
          description: product.description,
          price_cents: toCents(product.price),
          image_url: product.imageUrl,
          category: product.category,
          inventory: product.inventory,
          deleted_at: null,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const review of product.reviews ?? []) {
        await trx
          .insertInto('reviews')
          .values({
            product_id: row.id,
            user_id: shopper.id,
            author: DEMO_SHOPPER.username,
            rating: review.rating,
            comment: review.comment,
            created_at: createdAt,
          })
          .execute();
      }
    }

    const day = 86_400_000;
    for (const promo of demoPromotions) {
      await trx
        .insertInto('promotions')
        .values({
          code: promo.code,
          code_key: promo.code.toUpperCase(),
          discount_percentage: promo.discount_percentage,
          start_date: new Date(Date.now() + promo.startsInDays * day).toISOString(),
          end_date: new Date(Date.now() + promo.endsInDays * day).toISOString(),
          usage_limit: promo.usage_limit,
          is_active: promo.is_active ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
  });
  return true;
}
