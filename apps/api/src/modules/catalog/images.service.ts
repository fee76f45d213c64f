import type { ProductImage } from '@mavazi/shared/catalog.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import { nowIso, type Executor } from '../../db/database';
import type { ProductImageRow } from '../../db/schema';
import type { AppDeps } from '../../app-deps';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { Semaphore } from '../../lib/semaphore';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/audit.repository';
import { changedFields } from '../audit/changed-fields';
import { activeProductExists, touchProduct } from './catalog.repository';
import { PRODUCT_NOT_FOUND } from './catalog.service';
import { toProductImage } from './catalog-dto';
import { processImage, type ProcessedImage } from './image-pipeline';
import { removeImageFiles, saveImageFiles } from './image-store';
import {
  deleteImage,
  fileKeyInUse,
  findImagesOfProduct,
  insertImage,
  setImagePosition,
  updateImageAlt,
} from './images.repository';

export type ImagesDeps = Pick<AppDeps, 'db' | 'photos'>;

const IMAGE_NOT_FOUND = 'Photo not found';
const TOO_MANY_TEXT = `A product can have at most ${LIMITS.imagesMax} photos; delete one first`;

/** Locks the product for a photo change; 404 when it does not exist. */
async function lockProduct(trx: Executor, productId: number): Promise<void> {
  if (!(await touchProduct(trx, productId, nowIso())))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
}

/** Positions 0..n-1 in the given order (0 is the product's picture). */
async function renumber(
  trx: Executor,
  images: readonly Pick<ProductImageRow, 'id' | 'position'>[],
) {
  for (const [position, image] of images.entries()) {
    if (image.position !== position) await setImagePosition(trx, image.id, position);
  }
}

/**
 * Adds a stored photo after the product's others, in the caller's transaction (the product row is
 * locked first, so two uploads never take the same position).
 */
export async function appendImage(
  trx: Executor,
  productId: number,
  image: ProcessedImage,
  alt: string,
  colour: string | null = null,
): Promise<ProductImageRow> {
  await lockProduct(trx, productId);
  const images = await findImagesOfProduct(trx, productId);
  if (images.length >= LIMITS.imagesMax) throw conflict('TOO_MANY_IMAGES', TOO_MANY_TEXT);
  const widest = image.copies[image.copies.length - 1];
  return insertImage(trx, {
    product_id: productId,
    position: images.length,
    file_key: image.key,
    widths: image.copies.map((c) => c.width).join(','),
    avif_widths: image.avif.map((c) => c.width).join(','),
    placeholder: image.placeholder,
    width: widest?.width ?? 0,
    height: widest?.height ?? 0,
    original_format: image.format,
    alt,
    colour,
    created_at: nowIso(),
  });
}

/** Photos converted at once in this process (each can hold a large decoded image); others wait briefly. */
export const imageJobs = new Semaphore(2, 3000);
const IMAGES_BUSY_TEXT = 'The shop is busy with other photos, please try again shortly';
const IMAGES_RETRY_SECONDS = 5;

/** An admin's upload: checked and converted (see processImage), then stored. */
export async function addProductImage(
  deps: ImagesDeps,
  actor: AuditActor,
  productId: number,
  file: Buffer,
  alt: string,
  colour: string | null = null,
): Promise<ProductImage> {
  // Cheap refusals before the costly conversion.
  if (!(await activeProductExists(deps.db, productId, { staff: true })))
    throw notFound('PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND);
  if ((await findImagesOfProduct(deps.db, productId)).length >= LIMITS.imagesMax)
    throw conflict('TOO_MANY_IMAGES', TOO_MANY_TEXT);
  const release = await imageJobs.acquire();
  if (!release)
    throw new HttpError(
      503,
      'SERVICE_UNAVAILABLE',
      IMAGES_BUSY_TEXT,
      undefined,
      IMAGES_RETRY_SECONDS,
    );
  let image: ProcessedImage;
  try {
    image = await processImage(file);
  } finally {
    release();
  }
  // Files first: a row never points at a file that is not there (an unused file is harmless).
  await saveImageFiles(deps.photos, image);
  const row = await deps.db.transaction().execute(async (trx) => {
    const added = await appendImage(trx, productId, image, alt, photoColour(colour));
    await recordAudit(trx, actor, {
      action: 'product_image.create',
      entity: 'product',
      entityId: productId,
      changes: { image_id: [null, added.id], alt: [null, alt], colour: [null, added.colour] },
    });
    return added;
  });
  return toProductImage(row);
}

export async function removeProductImage(
  { db, photos }: ImagesDeps,
  actor: AuditActor,
  productId: number,
  imageId: number,
): Promise<void> {
  const { removed, orphaned } = await db.transaction().execute(async (trx) => {
    await lockProduct(trx, productId);
    const images = await findImagesOfProduct(trx, productId);
    const target = images.find((i) => i.id === imageId);
    if (!target) throw notFound('IMAGE_NOT_FOUND', IMAGE_NOT_FOUND);
    await deleteImage(trx, productId, imageId);
    await renumber(
      trx,
      images.filter((i) => i.id !== imageId),
    );
    await recordAudit(trx, actor, {
      action: 'product_image.delete',
      entity: 'product',
      entityId: productId,
      changes: { image_id: [imageId, null] },
    });
    return { removed: target, orphaned: !(await fileKeyInUse(trx, target.file_key)) };
  });
  // The same photo may serve another product: its files go only with its last row.
  if (orphaned) await removeImageFiles(photos, removed);
}

export async function reorderProductImages(
  { db }: Pick<AppDeps, 'db'>,
  actor: AuditActor,
  productId: number,
  ids: readonly number[],
): Promise<ProductImage[]> {
  return db.transaction().execute(async (trx) => {
    await lockProduct(trx, productId);
    const images = await findImagesOfProduct(trx, productId);
    const byId = new Map(images.map((i) => [i.id, i]));
    if (
      ids.length !== images.length ||
      new Set(ids).size !== ids.length ||
      !ids.every((id) => byId.has(id))
    ) {
      const text = "List each of the product's photos exactly once";
      throw badRequest('VALIDATION_FAILED', text, { ids: text });
    }
    const ordered = ids.flatMap((id) => {
      const image = byId.get(id);
      return image ? [image] : [];
    });
    await renumber(trx, ordered);
    await recordAudit(trx, actor, {
      action: 'product_image.reorder',
      entity: 'product',
      entityId: productId,
      changes: changedFields({ order: images.map((i) => i.id) }, { order: ids }),
    });
    return ordered.map(toProductImage);
  });
}

/** A photo's colour as stored: spaces tidied, '' for every colour is null. */
export function photoColour(colour: string | null | undefined): string | null {
  return colour?.trim().replace(/\s+/g, ' ') || null;
}

/** Changes a photo's alt text, and its colour when `colour` is given (null: every colour). */
export async function changeProductImageAlt(
  { db }: Pick<AppDeps, 'db'>,
  actor: AuditActor,
  productId: number,
  imageId: number,
  input: { alt: string; colour?: string | null },
): Promise<ProductImage> {
  return db.transaction().execute(async (trx) => {
    await lockProduct(trx, productId);
    const before = (await findImagesOfProduct(trx, productId)).find((i) => i.id === imageId);
    const values =
      input.colour === undefined
        ? { alt: input.alt }
        : { alt: input.alt, colour: photoColour(input.colour) };
    if (!(await updateImageAlt(trx, productId, imageId, values)))
      throw notFound('IMAGE_NOT_FOUND', IMAGE_NOT_FOUND);
    const image = (await findImagesOfProduct(trx, productId)).find((i) => i.id === imageId);
    if (!image) throw notFound('IMAGE_NOT_FOUND', IMAGE_NOT_FOUND);
    await recordAudit(trx, actor, {
      action: 'product_image.update',
      entity: 'product',
      entityId: productId,
      changes: {
        ...changedFields(
          { alt: before?.alt, colour: before?.colour },
          { alt: image.alt, colour: image.colour },
        ),
        image_id: [imageId, imageId],
      },
    });
    return toProductImage(image);
  });
}
