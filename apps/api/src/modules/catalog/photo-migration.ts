import { photoContentType } from './image-store';
import type { PhotoArea, PhotoStorage } from './photo-storage';

export interface PhotoCopyResult {
  copied: number;
  skipped: number;
}

/**
 * Copies every stored photo (served copies and originals) from one storage to another. A file
 * already in the target is skipped (names come from content, so same name means same bytes): a run
 * cut short is finished by running it again.
 */
export async function copyPhotos(
  from: PhotoStorage,
  to: PhotoStorage,
  onCopied: (area: PhotoArea, name: string) => void = () => undefined,
): Promise<PhotoCopyResult> {
  const result: PhotoCopyResult = { copied: 0, skipped: 0 };
  for (const area of ['products', 'originals'] as const) {
    const [source, present] = await Promise.all([from.list(area), to.list(area)]);
    for (const name of [...source].sort()) {
      if (present.has(name)) {
        result.skipped += 1;
        continue;
      }
      await to.put(area, name, await from.get(area, name), photoContentType(name));
      result.copied += 1;
      onCopied(area, name);
    }
  }
  return result;
}
