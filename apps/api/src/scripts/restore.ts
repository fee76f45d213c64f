/**
 * Puts a backup made by `npm run backup` in place of the shop's SQLite database.
 *   npm run restore -- FILE
 * Stop the shop first: the restore refuses while the shop runs on the database. The backup is
 * checked (integrity, a shop database, not from a newer version) before anything is touched, and
 * the database it replaces is kept beside it (shop.db.before-restore-<UTC time>).
 */
import { knownMigrationNames } from '../db/migrate';
import { BackupError, restoreSqlite } from '../db/sqlite-backup';
import { DatabaseInUseError } from '../db/sqlite-lock';
import { fromCaller, startSqliteTool } from './sqlite-tool';

const USAGE = 'Usage: npm run restore -- FILE';
const { args, file, fail } = startSqliteTool({
  name: 'restore',
  usage: USAGE,
  options: [],
  onPostgres:
    'the shop runs on PostgreSQL: restore with pg_restore (see the README, "Backups"), e.g. ' +
    'pg_restore --clean --if-exists --single-transaction --dbname="$DATABASE_URL" shop.dump',
});
const [backup, ...extra] = args.positionals;
if (!backup || extra.length > 0) fail(USAGE);
const source = fromCaller(backup ?? '');
try {
  const { keptAs } = restoreSqlite(source, file, knownMigrationNames());
  console.log(`Restored ${file} from ${source}.`);
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
  console.log('Start the shop again (npm start); it applies any newer migrations at start-up.');
} catch (err) {
  if (err instanceof BackupError || err instanceof DatabaseInUseError) fail(err.message);
  throw err;
}
