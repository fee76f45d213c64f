import type { ProcessedImage } from './image-pipeline';
import { LOCAL_PHOTOS_PATH, type PhotoStorage } from './photo-storage';

/** Where the shop itself serves local copies: `/uploads/products/<key>-<width>.webp`. */
export const PRODUCT_IMAGES_PATH = LOCAL_PHOTOS_PATH;

/**
 * The base of served copies' URLs, one per process, set at start from the photo storage: the
 * product DTOs build URLs in plain functions that see no deps.
 */
let servedBase: string = PRODUCT_IMAGES_PATH;

export function useServedPhotosBase(base: string): void {
  servedBase = base;
}

export function copyFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

export function servedPhotoUrl(key: string, width: number): string {
  return `${servedBase}/${copyFileName(key, width)}`;
}

export function avifFileName(key: string, width: number): string {
  return `${key}-${width}.avif`;
}

export function servedAvifUrl(key: string, width: number): string {
  return `${servedBase}/${avifFileName(key, width)}`;
}

/** A URL of one of the shop's own stored photos (local, or in the bucket). */
export function isServedPhotoUrl(url: string): boolean {
  return url.startsWith(`${PRODUCT_IMAGES_PATH}/`) || url.startsWith(`${servedBase}/`);
}

export function originalFileName(key: string, format: string): string {
  return `${key}.${format === 'jpeg' ? 'jpg' : format}`;
}

const ORIGINAL_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** The media type of a stored file, from its name. */
export function photoContentType(name: string): string {
  return ORIGINAL_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Content-named files never change: one already there is not written again. */
async function putOnce(
  storage: PhotoStorage,
  area: 'products' | 'originals',
  name: string,
  data: Buffer,
): Promise<void> {
  if (await storage.has(area, name)) return;
  await storage.put(area, name, data, photoContentType(name));
}

/**
 * Stores the copies (served) and the original (never served). Names come from the content, so
 * storing the same photo twice writes nothing new.
 */
export async function saveImageFiles(storage: PhotoStorage, image: ProcessedImage): Promise<void> {
  for (const copy of image.copies) {
    await putOnce(storage, 'products', copyFileName(image.key, copy.width), copy.data);
  }
  for (const copy of image.avif) {
    await putOnce(storage, 'products', avifFileName(image.key, copy.width), copy.data);
  }
  await putOnce(storage, 'originals', originalFileName(image.key, image.format), image.original);
}

export async function removeImageFiles(
  storage: PhotoStorage,
  stored: {
    file_key: string;
    widths: string;
    avif_widths?: string | null;
    original_format: string;
  },
): Promise<void> {
  await Promise.all([
    ...(stored.avif_widths ? stored.avif_widths.split(',') : []).map((w) =>
      storage.remove('products', avifFileName(stored.file_key, Number(w))),
    ),
    ...stored.widths
      .split(',')
      .map((w) => storage.remove('products', copyFileName(stored.file_key, Number(w)))),
    storage.remove('originals', originalFileName(stored.file_key, stored.original_format)),
  ]);
}
