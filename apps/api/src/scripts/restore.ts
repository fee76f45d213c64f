/**
 * Puts a backup made by `npm run backup` in place.
 *   npm run restore -- FILE
 * SQLite: stop the shop first (the restore refuses while the shop runs on the file). The backup is
 * checked (integrity, a shop database, not from a newer version) before anything is touched, and
 * the database it replaces is kept beside it (shop.db.before-restore-<UTC time>).
 * PostgreSQL: restores the pg_dump archive into the EMPTY database DATABASE_URL names (create it
 * with createdb); a database holding anything is refused, and a failed restore leaves it empty.
 */
import { knownMigrationNames } from '../db/migrate';
import { restorePostgres } from '../db/postgres-backup';
import { BackupError, restoreSqlite } from '../db/sqlite-backup';
import { DatabaseInUseError } from '../db/sqlite-lock';
import { fromCaller, startDatabaseTool } from './database-tool';

const USAGE = 'Usage: npm run restore -- FILE';
const { args, config, fail } = startDatabaseTool({ name: 'restore', usage: USAGE, options: [] });
const [backup, ...extra] = args.positionals;
if (!backup || extra.length > 0) fail(USAGE);
const source = fromCaller(backup ?? '');
try {
  if (config.database.kind === 'postgres') {
    await restorePostgres(config.database.url, source);
    console.log(`Restored the database from ${source}.`);
  } else {
    const { file } = config.database;
    const { keptAs } = restoreSqlite(source, file, knownMigrationNames());
    console.log(`Restored ${file} from ${source}.`);
    if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  }
  console.log('Start the shop again (npm start); it applies any newer migrations at start-up.');
} catch (err) {
  if (err instanceof BackupError || err instanceof DatabaseInUseError) fail(err.message);
  throw err;
}
