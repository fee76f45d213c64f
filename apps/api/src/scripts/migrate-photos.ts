/**
 * Copies the product photos under UPLOADS_DIR (DATA_DIR/uploads) into the S3 bucket, for a shop moving
 * to STORAGE=s3 (with the S3_* settings it will run with). Photos already in the bucket are skipped,
 * so an interrupted run is finished by running it again. Photo URLs follow the setting: nothing in the
 * database changes.
 *   STORAGE=s3 S3_BUCKET=... npm run migrate-photos
 */
import { ConfigError, parseConfig } from '../config';
import { copyPhotos } from '../modules/catalog/photo-migration';
import { createPhotoStorage, LocalPhotoStorage } from '../modules/catalog/photo-storage';

function fail(message: string): never {
  console.error(`migrate-photos: ${message}`);
  process.exit(1);
}

let config;
try {
  config = parseConfig(process.env, { server: false });
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
if (config.storage.kind !== 's3')
  fail('set STORAGE=s3 and the S3_* settings of the bucket to copy the photos into');
const target = createPhotoStorage(config.storage, config.uploadsDir);
try {
  const { copied, skipped } = await copyPhotos(new LocalPhotoStorage(config.uploadsDir), target);
  console.log(
    `Copied ${copied} photo files from ${config.uploadsDir} to the bucket ${config.storage.bucket}; ` +
      `${skipped} were already there.`,
  );
} catch (err) {
  fail(`stopped (run it again to go on): ${err instanceof Error ? err.message : String(err)}`);
} finally {
  target.close();
}
