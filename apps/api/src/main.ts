import cluster from 'node:cluster';
import {
  ConfigError,
  parseConfig,
  withJwtSecret,
  withMpesaCallbackToken,
  withSmsDeliveryReportToken,
  type Config,
} from './config';
import { runPrimary } from './server/cluster-primary';
import { runServer } from './server/run-server';

function loadConfig(): Config {
  try {
    // Generated secrets are written before any worker starts, so all of them read the same ones.
    return withSmsDeliveryReportToken(
      withMpesaCallbackToken(withJwtSecret(parseConfig(process.env))),
    );
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = loadConfig();
if (config.workers > 1 && cluster.isPrimary) await runPrimary(config);
else await runServer(config);
