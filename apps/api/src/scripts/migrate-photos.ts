/**
 * Copies the product photos under UPLOADS_DIR (DATA_DIR/uploads) into the S3 bucket, for a shop moving
 * to STORAGE=s3 (with the S3_* settings it will run with). Photos already in the bucket are skipped,
 * so an interrupted run is finished by running it again. Photo URLs follow the setting: nothing in the
 * database changes.
 *   STORAGE=s3 S3_BUCKET=... npm run migrate-photos
 */
import { copyPhotos } from '../modules/catalog/photo-migration';
import { createPhotoStorage, LocalPhotoStorage } from '../modules/catalog/photo-storage';
import { startPhotoScript } from './photo-script';

const { config, fail, run } = startPhotoScript('migrate-photos');
const s3 =
  config.storage.kind === 's3'
    ? config.storage
    : fail('set STORAGE=s3 and the S3_* settings of the bucket to copy the photos into');
const target = createPhotoStorage(s3, config.uploadsDir);
await run(
  async () => {
    const { copied, skipped } = await copyPhotos(new LocalPhotoStorage(config.uploadsDir), target);
    console.log(
      `Copied ${copied} photo files from ${config.uploadsDir} to the bucket ${s3.bucket}; ` +
        `${skipped} were already there.`,
    );
  },
  () => target.close(),
);
