/**
 * Writes a consistent copy of the shop's SQLite database while the shop keeps running.
 *   npm run backup                 -> $BACKUP_DIR/shop-<UTC time>.db (default $DATA_DIR/backups), mode 0600
 *   npm run backup -- --dir PATH   -> into another directory
 * PostgreSQL is backed up with pg_dump and WAL archiving instead (README, "Backups").
 */
import { BackupError, backupSqlite } from '../db/sqlite-backup';
import { fromCaller, startSqliteTool } from './sqlite-tool';

const { args, config, file, fail } = startSqliteTool({
  name: 'backup',
  usage: 'Usage: npm run backup [-- --dir DIRECTORY]',
  options: ['dir'],
  onPostgres:
    'the shop runs on PostgreSQL: back it up with pg_dump (and WAL archiving for point-in-time ' +
    'recovery), e.g. pg_dump --format=custom --file=shop.dump "$DATABASE_URL". See the README, "Backups".',
});
if (args.positionals.length > 0) fail('Usage: npm run backup [-- --dir DIRECTORY]');
const dir = args.values.dir ? fromCaller(args.values.dir) : config.backupDir;
try {
  console.log(`Backup written: ${await backupSqlite(file, dir)}`);
} catch (err) {
  if (err instanceof BackupError) fail(err.message);
  throw err;
}
