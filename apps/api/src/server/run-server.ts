import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../app';
import type { Config } from '../config';
import { DEMO_ADMIN, DEMO_SHOPPER } from '../seed/seed-demo';
import { DatabaseInUseError, lockDatabaseFile, type DatabaseLock } from '../db/sqlite-lock';
import { AdminBootstrapError } from '../modules/accounts/admin-bootstrap';
import { prepareShop } from './prepare-shop';

/** A restore must not swap the file under a running shop: the shop marks its SQLite file as in use. */
function lockSqliteFile(config: Config): DatabaseLock | undefined {
  if (config.database.kind !== 'sqlite') return undefined;
  try {
    return lockDatabaseFile(config.database.file, 'shop');
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.error(`Cannot start: ${err.message}`);
    process.exit(1);
  }
}

/** One server process: the whole shop on its own, or one worker of a cluster (prepared by the primary). */
export async function runServer(config: Config): Promise<void> {
  const lock = lockSqliteFile(config);
  process.once('exit', () => lock?.release());
  const app = await buildApp(config);
  if (cluster.isPrimary) {
    try {
      await prepareShop(app.db, config, app.log);
    } catch (err) {
      if (!(err instanceof AdminBootstrapError)) throw err;
      console.error(`ADMIN_* settings refused: ${err.message}`);
      await app.close();
      process.exit(1);
    }
  }

  // A terminal's Ctrl-C reaches every worker too; the primary's SIGTERM is the one to act on.
  if (cluster.isWorker) process.on('SIGINT', () => undefined);
  closeWithGrace(
    { delay: 10_000, skip: cluster.isWorker ? ['SIGINT'] : [] },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info(`${signal} received: finishing in-flight requests, then closing`);
      await app.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return;

  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  if (config.env === 'production') {
    app.log.info({ url, workers: 1 }, 'Mavazi is running');
    return;
  }
  console.log(`\nMavazi is running at ${url} (API at ${url}/api, docs at ${url}/api/docs)`);
  if (config.seedDemo) {
    console.log(
      `Demo admin:   username "${DEMO_ADMIN.username}", password "${DEMO_ADMIN.password}" (${url}/admin/login)`,
    );
    console.log(
      `Demo shopper: email "${DEMO_SHOPPER.email}", password "${DEMO_SHOPPER.password}"\n`,
    );
  }
}
