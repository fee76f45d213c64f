import { ConfigError, parseConfig, type Config } from '../config';

/**
 * What `npm run migrate-photos` and `npm run backfill-photos` share: the settings, a clear one-line
 * exit (code 1) for what a person can get wrong, and the same words when a run stops half way.
 */
export function startPhotoScript(name: string): {
  config: Config;
  fail: (message: string) => never;
  /** Runs the work, then `close` whatever happens; a failure tells to run the script again. */
  run: (work: () => Promise<void>, close: () => unknown) => Promise<void>;
} {
  const fail = (message: string): never => {
    console.error(`${name}: ${message}`);
    process.exit(1);
  };
  let config: Config;
  try {
    config = parseConfig(process.env, { server: false });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const run = async (work: () => Promise<void>, close: () => unknown): Promise<void> => {
    try {
      await work();
    } catch (err) {
      await close();
      fail(`stopped (run it again to go on): ${err instanceof Error ? err.message : String(err)}`);
    }
    await close();
  };
  return { config, fail, run };
}
