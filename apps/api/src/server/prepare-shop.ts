import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { seedDeliveryOptionsIfEmpty } from '../seed/demo-delivery';
import { seedDemoIfEmpty } from '../seed/seed-demo';
import { isUniqueViolation } from '../lib/db-errors';
import { createPhotoStorage } from '../modules/catalog/photo-storage';
import { ensureAdmin } from '../modules/accounts/admin-bootstrap';

/**
 * Runs `step`; when another process starting at the same moment wrote the same row first (a unique
 * index refused ours), runs it once more, now seeing that row.
 */
async function onceAcrossProcesses<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return step();
  }
}

/**
 * Start-up work done once per start (by the primary under WORKERS > 1): the ADMIN_* account and the
 * demo seed. Hosts started together may run it at the same moment; both finish. Throws
 * AdminBootstrapError when the ADMIN_* settings would take over someone's account.
 */
export async function prepareShop(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const { admin } = config;
  if (admin) {
    const result = await onceAcrossProcesses(() => ensureAdmin(db, admin));
    log.info(`Admin ${admin.username} ${result} from ADMIN_* settings`);
  }
  if (config.seedDemo) {
    const photos = createPhotoStorage(config.storage, config.uploadsDir);
    const seeded = await onceAcrossProcesses(() => seedDemoIfEmpty({ db, photos })).finally(() =>
      photos.close(),
    );
    if (seeded) log.info('Seeded the demo catalog into an empty database');
    if (await onceAcrossProcesses(() => seedDeliveryOptionsIfEmpty(db)))
      log.info('Seeded the demo delivery options');
  }
}
