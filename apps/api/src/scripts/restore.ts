/**
 * Puts a backup made by `npm run backup` in place of the shop's SQLite database.
 *   npm run restore -- FILE
 * Stop the shop first: the restore refuses while the shop runs on the database. The backup is
 * checked (integrity, a shop database, not from a newer version) before anything is touched, and
 * the database it replaces is kept beside it (shop.db.before-restore-<UTC time>).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type Config } from '../config';
import { knownMigrationNames } from '../db/migrate';
import { BackupError, restoreSqlite } from '../db/sqlite-backup';
import { DatabaseInUseError } from '../db/sqlite-lock';

const USAGE = 'Usage: npm run restore -- FILE';

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

let file: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length !== 1) fail(USAGE);
  // npm runs the script in apps/api; a relative path means where the command was typed.
  file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? '');
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
}

function readConfig(): Config {
  try {
    return parseConfig(process.env, { server: false });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

const config = readConfig();
if (config.database.kind === 'postgres') {
  fail(
    'the shop runs on PostgreSQL: restore with pg_restore (see the README, "Backups"), e.g. ' +
      'pg_restore --clean --if-exists --single-transaction --dbname="$DATABASE_URL" shop.dump',
  );
}
try {
  const { keptAs } = restoreSqlite(file ?? '', config.database.file, knownMigrationNames());
  console.log(`Restored ${config.database.file} from ${file}.`);
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  console.log('Start the shop again (npm start); it applies any newer migrations at start-up.');
} catch (err) {
  if (err instanceof BackupError || err instanceof DatabaseInUseError) fail(err.message);
  throw err;
}
