import type { AdminCollection, Collection, CollectionInput } from '@mavazi/shared/catalog.schemas';
import type { PageQuery } from '@mavazi/shared/common.schemas';
import { nowIso } from '../../db/database';
import type { CollectionRow } from '../../db/schema';
import type { DbDeps } from '../../app-deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/http-error';
import type { PageOf } from '../../lib/paging';
import { recordAudit } from '../audit/audit.repository';
import type { AuditActor } from '../audit/audit-actor';
import { changedFields } from '../audit/changed-fields';
import { toCollection } from './catalog-dto';
import {
  countProductsInCollection,
  deleteCollection,
  findCollection,
  insertCollection,
  listCollections,
  slugTaken,
  updateCollection,
  type CollectionValues,
} from './collections.repository';

const COLLECTION_NOT_FOUND = 'Collection not found';
const slugTakenError = (slug: string) => {
  const text = `A collection with the slug ${slug} already exists`;
  return conflict('COLLECTION_SLUG_TAKEN', text, { slug: text });
};

function toValues(input: CollectionInput): CollectionValues {
  return {
    slug: input.slug,
    name: input.name,
    description: input.description,
    image_url: input.image_url || null,
  };
}

function audited(row: CollectionRow): CollectionValues {
  return { slug: row.slug, name: row.name, description: row.description, image_url: row.image_url };
}

/** Every collection with the number of products shoppers see in it. */
export async function collectionsForShoppers(
  { db }: DbDeps,
  page: PageQuery,
): Promise<PageOf<Collection>> {
  const { items, total } = await listCollections(db, {}, page);
  return { items: items.map(toCollection), total };
}

/** Staff's list: counts include drafts and scheduled products. */
export async function collectionsForStaff(
  { db }: DbDeps,
  page: PageQuery,
): Promise<PageOf<AdminCollection>> {
  const { items, total } = await listCollections(db, { staff: true }, page);
  return {
    items: items.map((r) => ({
      ...toCollection(r),
      created_at: r.created_at,
      updated_at: r.updated_at,
    })),
    total,
  };
}

function adminView(row: CollectionRow, productCount: number): AdminCollection {
  return {
    ...toCollection({ ...row, product_count: productCount }),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A concurrent create with the same slug loses on the unique index: 409 as when it was seen first. */
async function slugSafe<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTakenError(slug);
    throw err;
  }
}

export function createCollection(
  { db }: DbDeps,
  actor: AuditActor,
  input: CollectionInput,
): Promise<AdminCollection> {
  const values = toValues(input);
  return slugSafe(values.slug, () =>
    db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, values.slug)) throw slugTakenError(values.slug);
      const now = nowIso();
      const row = await insertCollection(trx, values, now);
      await recordAudit(
        trx,
        actor,
        {
          action: 'collection.create',
          entity: 'collection',
          entityId: row.id,
          changes: changedFields(null, values),
        },
        now,
      );
      return adminView(row, 0);
    }),
  );
}

export function changeCollection(
  { db }: DbDeps,
  actor: AuditActor,
  id: number,
  input: CollectionInput,
): Promise<AdminCollection> {
  const values = toValues(input);
  return slugSafe(values.slug, () =>
    db.transaction().execute(async (trx) => {
      const before = await findCollection(trx, id);
      if (!before) throw notFound('COLLECTION_NOT_FOUND', COLLECTION_NOT_FOUND);
      if (await slugTaken(trx, values.slug, id)) throw slugTakenError(values.slug);
      const now = nowIso();
      const row = await updateCollection(trx, id, values, now);
      if (!row) throw notFound('COLLECTION_NOT_FOUND', COLLECTION_NOT_FOUND);
      await recordAudit(
        trx,
        actor,
        {
          action: 'collection.update',
          entity: 'collection',
          entityId: id,
          changes: changedFields(audited(before), values),
        },
        now,
      );
      return adminView(row, await countProductsInCollection(trx, id, { staff: true }));
    }),
  );
}

/** Removes a collection; its products stay, outside it. */
export async function removeCollection(
  { db }: DbDeps,
  actor: AuditActor,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await findCollection(trx, id);
    if (!before || !(await deleteCollection(trx, id)))
      throw notFound('COLLECTION_NOT_FOUND', COLLECTION_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: 'collection.delete',
      entity: 'collection',
      entityId: id,
      changes: changedFields(audited(before), null),
    });
  });
}
