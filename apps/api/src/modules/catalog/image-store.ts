import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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

/** Writes through a temporary name and renames, so a reader never sees half a file. */
async function writeOnce(file: string, data: Buffer): Promise<void> {
  if (await exists(file)) return;
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, data, { mode: 0o600 });
  await rename(temp, file);
}

/**
 * Stores the copies and the original (files 0600, directories 0700: only the shop's user reads
 * them). Names come from the content, so storing the same photo twice writes nothing new.
 */
export async function saveImageFiles(uploadsDir: string, image: ProcessedImage): Promise<void> {
  const served = productImagesDir(uploadsDir);
  const originals = originalsDir(uploadsDir);
  for (const dir of [uploadsDir, served, originals]) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
  }
  for (const copy of image.copies) {
    await writeOnce(path.join(served, copyFileName(image.key, copy.width)), copy.data);
  }
  await writeOnce(path.join(originals, originalFileName(image.key, image.format)), image.original);
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
