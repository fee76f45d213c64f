import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { toCents } from '@mavazi/shared/money';
import type { Executor } from '../db/database';
import type { UserRow } from '../db/schema';
import type { AppDeps } from '../app-deps';
import { apiPackageRoot } from '../lib/paths';
import { hashPassword } from '../modules/accounts/password';
import {
  anyProductExists,
  insertProduct,
  refreshRatingTotals,
} from '../modules/catalog/catalog.repository';
import { insertCollection, setProductCollections } from '../modules/catalog/collections.repository';
import { processImage, type ProcessedImage } from '../modules/catalog/image-pipeline';
import { saveImageFiles } from '../modules/catalog/image-store';
import type { PhotoStorage } from '../modules/catalog/photo-storage';
import { appendImage } from '../modules/catalog/images.service';
import { insertReview } from '../modules/catalog/reviews.repository';
import { applyStockMovement } from '../modules/catalog/stock.repository';
import { saveVariants } from '../modules/catalog/variants.service';
import { findOrderedVariantIds } from '../modules/orders/orders.repository';
import {
  findPromotionByCodeKey,
  insertPromotion,
} from '../modules/promotions/promotions.repository';
import {
  adminExists,
  findUserByEmail,
  findUserByUsername,
  insertUser,
} from '../modules/accounts/users.repository';
import { demoProducts, type DemoProduct } from './demo-catalog';
import { demoCollections, demoCompareAtPrices } from './demo-collections';
import { demoPromotions } from './demo-promotions';
import { demoVariantsOf } from './demo-variants';

export const DEMO_ADMIN = {
  username: 'admin',
  email: 'admin@mavazi.test',
  password: 'mavazi-admin',
};
/** A demo manager (reports, orders; no staff or settings), added with the demo admin. */
export const DEMO_MANAGER = {
  username: 'manager',
  email: 'manager@mavazi.test',
  password: 'mavazi-manager',
};
export const DEMO_SHOPPER = {
  username: 'wanjiku',
  email: 'wanjiku@mavazi.test',
  password: 'mavazi-shopper',
};

/** Other demo shoppers who wrote reviews (one review per shopper and product); they cannot sign in. */
const DEMO_REVIEWERS = ['otieno', 'achieng'];

const DAY_MS = 86_400_000;

async function demoAccount(
  trx: Executor,
  account: { username: string; email: string; password: string },
  isAdmin: boolean,
  now: string,
  role: 'owner' | 'manager' = 'owner',
): Promise<UserRow | undefined> {
  const existing = await findUserByEmail(trx, account.email);
  if (existing) return existing;
  if (await findUserByUsername(trx, account.username)) return undefined;
  return insertUser(trx, {
    username: account.username,
    email: account.email,
    password_hash: account.password ? await hashPassword(account.password) : 'no-password',
    phone_number: isAdmin ? null : '+254712345678',
    image_url: null,
    is_admin: isAdmin ? 1 : 0,
    staff_role: isAdmin ? role : null,
    created_at: now,
    updated_at: now,
  });
}

/** The web app's public folder, where the generated demo artwork lives. */
const WEB_PUBLIC = path.resolve(apiPackageRoot(), '../web/public');

/**
 * The demo artwork through the same photo pipeline as an admin's upload (SVG admitted: these are
 * the shop's own files), a few at a time. A product whose artwork is missing keeps its image URL.
 */
async function demoPhotos(storage: PhotoStorage): Promise<Map<DemoProduct, ProcessedImage>> {
  const photos = new Map<DemoProduct, ProcessedImage>();
  const queue = demoProducts.filter((p) => p.imageUrl.startsWith('/images/'));
  const worker = async () => {
    for (let product = queue.shift(); product; product = queue.shift()) {
      const svg = await readFile(path.join(WEB_PUBLIC, product.imageUrl)).catch(() => undefined);
      if (!svg) continue;
      const image = await processImage(svg, { trusted: true });
      await saveImageFiles(storage, image);
      photos.set(product, image);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return photos;
}

/**
 * Fills a catalog that never held a product with the demo shop, so a shop whose owner set ADMIN_*
 * still gets it. The demo admin is added only when no admin exists yet; reviews are by the demo
 * shopper and two demo reviewers. Returns false when the catalog was not empty.
 */
export async function seedDemoIfEmpty({
  db,
  photos,
}: Pick<AppDeps, 'db' | 'photos'>): Promise<boolean> {
  if (await anyProductExists(db)) return false;
  const demo = await demoPhotos(photos);
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await adminExists(trx))) {
      await demoAccount(trx, DEMO_ADMIN, true, now);
      await demoAccount(trx, DEMO_MANAGER, true, now, 'manager');
    }
    const shopper = await demoAccount(trx, DEMO_SHOPPER, false, now);
    const reviewers = [shopper];
    for (const username of DEMO_REVIEWERS) {
      const account = { username, email: `${username}@mavazi.test`, password: '' };
      reviewers.push(await demoAccount(trx, account, false, now));
    }

    const collections = [];
    for (const c of demoCollections) {
      const row = await insertCollection(
        trx,
        { slug: c.slug, name: c.name, description: c.description, image_url: null },
        now,
      );
      collections.push({ id: row.id, matches: c.matches });
    }

    for (const [index, product] of demoProducts.entries()) {
      // Spread creation times so "newest" orderings look natural.
      const createdAt = new Date(
        Date.now() - (demoProducts.length - index) * 3_600_000,
      ).toISOString();
      const row = await insertProduct(
        trx,
        {
          name: product.name,
          description: product.description,
          price_cents: toCents(product.price),
          image_url: product.imageUrl,
          category: product.category,
          compare_at_price_cents:
            product.name in demoCompareAtPrices
              ? toCents(demoCompareAtPrices[product.name] ?? 0)
              : null,
        },
        createdAt,
      );
      await setProductCollections(
        trx,
        row.id,
        collections.filter((c) => c.matches.test(product.name)).map((c) => c.id),
      );
      const variants = demoVariantsOf(product.name, product.inventory);
      if (variants) await saveVariants(trx, row.id, variants, createdAt, findOrderedVariantIds);
      else
        await applyStockMovement(trx, {
          productId: row.id,
          variantId: null,
          set: product.inventory,
          reason: 'count',
          note: 'opening balance',
          at: createdAt,
          versionBumped: true,
        });
      const photo = demo.get(product);
      if (photo) await appendImage(trx, row.id, photo, product.name);
      for (const [i, review] of (product.reviews ?? []).entries()) {
        const author = reviewers[i];
        if (!author) continue;
        await insertReview(
          trx,
          {
            product_id: row.id,
            user_id: author.id,
            author: author.username,
            rating: review.rating,
            comment: review.comment,
          },
          createdAt,
        );
      }
      await refreshRatingTotals(trx, row.id);
    }

    for (const promo of demoPromotions) {
      if (await findPromotionByCodeKey(trx, promo.code.toUpperCase())) continue;
      await insertPromotion(trx, {
        code: promo.code,
        code_key: promo.code.toUpperCase(),
        discount_percentage: promo.discount_percentage,
        start_date: new Date(Date.now() + promo.startsInDays * DAY_MS).toISOString(),
        end_date: new Date(Date.now() + promo.endsInDays * DAY_MS).toISOString(),
        usage_limit: promo.usage_limit,
        is_active: promo.is_active ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
    }
  });
  return true;
}
