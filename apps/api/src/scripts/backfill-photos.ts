/**
 * Makes the copies that product photos stored before them lack (AVIF and blurred placeholders since
 * migration 027, the 480 and 960 px widths since they were added), from the stored originals, in the
 * storage the shop runs with (STORAGE). Safe to run while the shop runs and to run again: photos
 * already done are skipped. It changes no schema: a database the shop has not migrated yet is refused.
 *   npm run backfill-photos
 */
import { createDatabase } from '../db/database';
import { pendingMigrationNames } from '../db/migrate';
import { backfillPhotos } from '../modules/catalog/photo-backfill';
import { createPhotoStorage } from '../modules/catalog/photo-storage';
import { startPhotoScript } from './photo-script';

const { config, fail, run } = startPhotoScript('backfill-photos');
const database = createDatabase(config.database);
const pending = await pendingMigrationNames(database).catch(async (err: unknown) => {
  await database.close();
  return fail(`cannot read the database: ${err instanceof Error ? err.message : String(err)}`);
});
if (pending.length > 0) {
  await database.close();
  fail(
    `the database is not up to date (${pending.length} migrations to run): start the shop once, then run this again`,
  );
}
const storage = createPhotoStorage(config.storage, config.uploadsDir);
await run(
  async () => {
    const { done, failed, failures } = await backfillPhotos(database.db, storage);
    console.log(`Brought ${done} photos up to date; ${failed} failed.`);
    for (const f of failures) console.log(`  photo ${f.id}: ${f.reason}`);
    // The running shop's read cache shows the new fields within CATALOG_CACHE_TTL_MS.
    if (failed > 0) process.exitCode = 1;
  },
  async () => {
    storage.close();
    await database.close();
  },
);
