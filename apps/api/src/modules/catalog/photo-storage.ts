import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../../config';
import { ensurePrivateDir, writePrivateFileAtomic } from '../../lib/private-files';
import { S3PhotoStorage } from './s3-photo-storage';

/** `products`: served copies, public and immutable; `originals`: uploads as sent, never served. */
export type PhotoArea = 'products' | 'originals';

/** Where product photos are kept: files under UPLOADS_DIR (the default) or an S3-compatible bucket. */
export interface PhotoStorage {
  readonly kind: 'local' | 's3';
  /** Base of a served copy's URL: `${servedBase}/<name>`. */
  readonly servedBase: string;
  has(area: PhotoArea, name: string): Promise<boolean>;
  get(area: PhotoArea, name: string): Promise<Buffer>;
  put(area: PhotoArea, name: string, data: Buffer, contentType: string): Promise<void>;
  remove(area: PhotoArea, name: string): Promise<void>;
  /** Every name stored in the area (the photo migration skips those). */
  list(area: PhotoArea): Promise<Set<string>>;
  close(): void;
}

/** Where the shop serves local copies: `/uploads/products/<key>-<width>.webp`. */
export const LOCAL_PHOTOS_PATH = '/uploads/products';

/** Served copies in `products/`, originals in `originals/`, all private on disk (0700/0600). */
export class LocalPhotoStorage implements PhotoStorage {
  readonly kind = 'local';
  readonly servedBase = LOCAL_PHOTOS_PATH;

  constructor(readonly uploadsDir: string) {}

  dir(area: PhotoArea): string {
    return path.join(this.uploadsDir, area);
  }

  has(area: PhotoArea, name: string): Promise<boolean> {
    return stat(path.join(this.dir(area), name)).then(
      () => true,
      () => false,
    );
  }

  get(area: PhotoArea, name: string): Promise<Buffer> {
    return readFile(path.join(this.dir(area), name));
  }

  async put(area: PhotoArea, name: string, data: Buffer): Promise<void> {
    await writePrivateFileAtomic(ensurePrivateDir(this.dir(area)), name, data);
  }

  async remove(area: PhotoArea, name: string): Promise<void> {
    await rm(path.join(this.dir(area), name), { force: true });
  }

  async list(area: PhotoArea): Promise<Set<string>> {
    const names = await readdir(this.dir(area)).catch(() => [] as string[]);
    // Half-written temporary files start with a dot.
    return new Set(names.filter((n) => !n.startsWith('.')));
  }

  close(): void {}
}

export function createPhotoStorage(storage: StorageConfig, uploadsDir: string): PhotoStorage {
  return storage.kind === 's3' ? new S3PhotoStorage(storage) : new LocalPhotoStorage(uploadsDir);
}
