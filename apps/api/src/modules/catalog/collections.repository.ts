import type { Executor } from '../../db/database';
import type { CollectionRow } from '../../db/schema';
import { visibleTo, type Audience } from './catalog.repository';

export interface CollectionWithCount extends CollectionRow {
  product_count: number;
}

/** A type (not an interface) so the audit's changedFields takes it as a plain record. */
export type CollectionValues = {
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
};

/** Collections by name, each with the number of its products the audience may see. */
export async function listCollections(
  db: Executor,
  audience: Audience,
  page: { limit: number; offset: number },
): Promise<{ items: CollectionWithCount[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('collections')
      .selectAll('collections')
      .select((eb) =>
        visibleTo(
          eb
            .selectFrom('products')
            .innerJoin('product_collections', 'product_collections.product_id', 'products.id'),
          audience,
        )
          .select((c) => c.fn.countAll<number | string>().as('n'))
          .whereRef('product_collections.collection_id', '=', 'collections.id')
          .as('product_count'),
      )
      .orderBy('collections.name')
      .orderBy('collections.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('collections')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0) })),
    total: Number(count.n),
  };
}

export function findCollection(db: Executor, id: number): Promise<CollectionRow | undefined> {
  return db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('collections').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertCollection(
  db: Executor,
  values: CollectionValues,
  now: string,
): Promise<CollectionRow> {
  return db
    .insertInto('collections')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCollection(
  db: Executor,
  id: number,
  values: CollectionValues,
  now: string,
): Promise<CollectionRow | undefined> {
  return db
    .updateTable('collections')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a collection and its memberships (the products stay); false when there was none. */
export async function deleteCollection(db: Executor, id: number): Promise<boolean> {
  await db.deleteFrom('product_collections').where('collection_id', '=', id).execute();
  const result = await db.deleteFrom('collections').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ids of the collections with these slugs (unknown slugs are simply missing). */
export function findCollectionsBySlug(
  db: Executor,
  slugs: readonly string[],
): Promise<Array<{ id: number; slug: string }>> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('collections')
    .select(['id', 'slug'])
    .where('slug', 'in', [...slugs])
    .execute();
}

/** Slugs of a product's collections, by collection name. */
export async function findSlugsOfProduct(db: Executor, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_collections')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .select('collections.slug')
    .where('product_collections.product_id', '=', productId)
    .orderBy('collections.name')
    .orderBy('collections.id')
    .execute();
  return rows.map((r) => r.slug);
}

/** Slugs of the collections of each product (by collection name), for a page of products at once. */
export async function findSlugsOfProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .selectFrom('product_collections')
    .innerJoin('collections', 'collections.id', 'product_collections.collection_id')
    .select(['product_collections.product_id', 'collections.slug'])
    .where('product_collections.product_id', 'in', [...productIds])
    .orderBy('collections.name')
    .orderBy('collections.id')
    .execute();
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), r.slug]);
  return map;
}

/** Adds a product to a collection; false when it already was in it. */
export async function addProductToCollection(
  db: Executor,
  productId: number,
  collectionId: number,
): Promise<boolean> {
  const result = await db
    .insertInto('product_collections')
    .values({ collection_id: collectionId, product_id: productId })
    .onConflict((oc) => oc.columns(['collection_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Puts a product in exactly these collections. */
export async function setProductCollections(
  db: Executor,
  productId: number,
  collectionIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('product_collections').where('product_id', '=', productId).execute();
  if (collectionIds.length === 0) return;
  await db
    .insertInto('product_collections')
    .values(collectionIds.map((id) => ({ collection_id: id, product_id: productId })))
    .execute();
}

/** Products of one collection the audience may see. */
export async function countProductsInCollection(
  db: Executor,
  collectionId: number,
  audience: Audience,
): Promise<number> {
  const row = await visibleTo(
    db
      .selectFrom('products')
      .innerJoin('product_collections', 'product_collections.product_id', 'products.id'),
    audience,
  )
    .select((c) => c.fn.countAll<number | string>().as('n'))
    .where('product_collections.collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
