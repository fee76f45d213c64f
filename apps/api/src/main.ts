import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, parseConfig, withJwtSecret, type Config } from './config';
import { seedDeliveryOptionsIfEmpty } from './db/seed/demo-delivery';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoIfEmpty } from './db/seed/seed-demo';
import { AdminBootstrapError, ensureAdmin } from './modules/users/admin-bootstrap';

function loadConfig(): Config {
  try {
    return withJwtSecret(parseConfig(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = loadConfig();
const app = await buildApp(config);

if (config.admin) {
  try {
    const result = await ensureAdmin(app.db, config.admin);
    app.log.info(`Admin ${config.admin.username} ${result} from ADMIN_* settings`);
  } catch (err) {
    if (!(err instanceof AdminBootstrapError)) throw err;
    console.error(`ADMIN_* settings refused: ${err.message}`);
    await app.close();
    process.exit(1);
  }
}
if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(app.deps);
  if (seeded) app.log.info('Seeded the demo catalog into an empty database');
  if (await seedDeliveryOptionsIfEmpty(app.db)) app.log.info('Seeded the demo delivery options');
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal} received: finishing in-flight requests, then closing`);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });

const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(`\nMavazi is running at ${url} (API at ${url}/api, docs at ${url}/api/docs)`);
if (config.seedDemo) {
  console.log(
    `Demo admin:   username "${DEMO_ADMIN.username}", password "${DEMO_ADMIN.password}" (${url}/admin/login)`,
  );
  console.log(`Demo shopper: email "${DEMO_SHOPPER.email}", password "${DEMO_SHOPPER.password}"\n`);
}
