import type { Executor } from '../../db/database';
import type { ProductImageRow } from '../../db/schema';
import { copyWidths, processImage } from './image-pipeline';
import { originalFileName, saveImageFiles } from './image-store';
import { findImagesAfter, setStoredCopies } from './images.repository';
import type { PhotoStorage } from './photo-storage';

export interface PhotoBackfillResult {
  done: number;
  /** Photos whose original could not be read or converted (listed by id in `failures`). */
  failed: number;
  failures: Array<{ id: number; reason: string }>;
}

const BATCH = 200;

/** Has every copy today's pipeline makes: AVIF and placeholder (migration 027) and each width it stores. */
function isUpToDate(row: ProductImageRow): boolean {
  return (
    row.avif_widths !== null &&
    row.placeholder !== null &&
    row.widths === copyWidths(row.width).join(',')
  );
}

/**
 * Makes what today's pipeline stores and an older photo lacks, from its original: the AVIF copies
 * and the placeholder (before migration 027), the phone widths 480 and 960 (before they were added).
 * Photos already up to date are skipped, so an interrupted run is finished by running it again; the
 * catalog offers the copies a photo has until it is done.
 */
export async function backfillPhotos(
  db: Executor,
  storage: PhotoStorage,
  onDone: (id: number) => void = () => undefined,
): Promise<PhotoBackfillResult> {
  const result: PhotoBackfillResult = { done: 0, failed: 0, failures: [] };
  const seen = new Set<string>();
  let afterId = 0;
  for (;;) {
    const rows = await findImagesAfter(db, afterId, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      afterId = row.id;
      if (isUpToDate(row) || seen.has(row.file_key)) continue;
      seen.add(row.file_key);
      try {
        const original = await storage.get(
          'originals',
          originalFileName(row.file_key, row.original_format),
        );
        // SVG originals are the shop's own demo artwork (uploads are never SVG).
        const image = await processImage(original, { trusted: row.original_format === 'svg' });
        await saveImageFiles(storage, image);
        await setStoredCopies(db, row.file_key, {
          widths: image.copies.map((c) => c.width).join(','),
          avif_widths: image.avif.map((c) => c.width).join(','),
          placeholder: image.placeholder,
        });
        result.done += 1;
        onDone(row.id);
      } catch (error) {
        result.failed += 1;
        result.failures.push({
          id: row.id,
          reason: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return result;
}
