import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { seedDemoIfEmpty } from '../db/seed/seed-demo';
import { ensureAdmin } from '../modules/users/admin-bootstrap';

/** Start-up work that must run once per start, not once per worker: the ADMIN_* account, the demo seed. */
export async function prepareShop(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (config.admin) {
    const result = await ensureAdmin(db, config.admin);
    log.info(`Admin ${config.admin.username} ${result} from ADMIN_* settings`);
  }
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(db);
    if (seeded) log.info('Seeded the demo catalog into an empty database');
  }
}
