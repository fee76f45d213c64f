/**
 * Makes the AVIF copies and blurred placeholders of product photos stored before they existed
 * (migration 027), from the stored originals, in the storage the shop runs with (STORAGE). Safe to
 * run while the shop runs and to run again: photos already done are skipped.
 *   npm run backfill-photos
 */
import { ConfigError, parseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { backfillPhotos } from '../modules/catalog/photo-backfill';
import { createPhotoStorage } from '../modules/catalog/photo-storage';

function fail(message: string): never {
  console.error(`backfill-photos: ${message}`);
  process.exit(1);
}

let config;
try {
  config = parseConfig(process.env, { server: false });
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
const database = createDatabase(config.database);
const storage = createPhotoStorage(config.storage, config.uploadsDir);
try {
  await migrateToLatest(database);
  const { done, failed, failures } = await backfillPhotos(database.db, storage);
  console.log(`Made AVIF copies and placeholders for ${done} photos; ${failed} failed.`);
  for (const f of failures) console.log(`  photo ${f.id}: ${f.reason}`);
  // The running shop's read cache shows the new fields within CATALOG_CACHE_TTL_MS.
  if (failed > 0) process.exitCode = 1;
} catch (err) {
  fail(`stopped (run it again to go on): ${err instanceof Error ? err.message : String(err)}`);
} finally {
  storage.close();
  await database.close();
}
