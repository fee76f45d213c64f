import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, writePrivateFileAtomic } from '../../lib/private-files';
import type { ProcessedImage } from './image-pipeline';

/** Where product photos are served from: `/uploads/products/<key>-<width>.webp`. */
export const PRODUCT_IMAGES_PATH = '/uploads/products';

/** Served copies live in `products/`; originals (with their metadata) in `originals/`, never served. */
export function productImagesDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'products');
}

function originalsDir(uploadsDir: string): string {
  return path.join(uploadsDir, 'originals');
}

export function copyFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

function originalFileName(key: string, format: string): string {
  return `${key}.${format === 'jpeg' ? 'jpg' : format}`;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Content-named files never change: one already there is not written again. */
async function writeOnce(dir: string, name: string, data: Buffer): Promise<void> {
  if (await exists(path.join(dir, name))) return;
  await writePrivateFileAtomic(dir, name, data);
}

/**
 * Stores the copies and the original (private: directories 0700, files 0600). Names come from the
 * content, so storing the same photo twice writes nothing new.
 */
export async function saveImageFiles(uploadsDir: string, image: ProcessedImage): Promise<void> {
  const served = ensurePrivateDir(productImagesDir(uploadsDir));
  const originals = ensurePrivateDir(originalsDir(uploadsDir));
  for (const copy of image.copies) {
    await writeOnce(served, copyFileName(image.key, copy.width), copy.data);
  }
  await writeOnce(originals, originalFileName(image.key, image.format), image.original);
}

export async function removeImageFiles(
  uploadsDir: string,
  stored: { file_key: string; widths: string; original_format: string },
): Promise<void> {
  const files = [
    ...stored.widths
      .split(',')
      .map((w) =>
        path.join(productImagesDir(uploadsDir), copyFileName(stored.file_key, Number(w))),
      ),
    path.join(originalsDir(uploadsDir), originalFileName(stored.file_key, stored.original_format)),
  ];
  await Promise.all(files.map((file) => rm(file, { force: true })));
}
