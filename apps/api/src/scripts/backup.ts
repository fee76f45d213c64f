/**
 * Backs up the shop's database while the shop keeps running.
 *   npm run backup                 -> $BACKUP_DIR (default $DATA_DIR/backups), mode 0600:
 *                                     SQLite: shop-<UTC time>.db, a consistent copy of the file;
 *                                     PostgreSQL (DATABASE_URL=postgres://...): shop-<UTC time>.dump,
 *                                     pg_dump --format=custom (WAL archiving adds point-in-time recovery,
 *                                     see docs/scaling.md).
 *   npm run backup -- --dir PATH   -> into another directory
 */
import { backupPostgres } from '../db/postgres-backup';
import { BackupError, backupSqlite } from '../db/sqlite-backup';
import { fromCaller, startDatabaseTool } from './database-tool';

const USAGE = 'Usage: npm run backup [-- --dir DIRECTORY]';
const { args, config, fail } = startDatabaseTool({
  name: 'backup',
  usage: USAGE,
  options: ['dir'],
});
if (args.positionals.length > 0) fail(USAGE);
const dir = args.values.dir ? fromCaller(args.values.dir) : config.backupDir;
try {
  const written =
    config.database.kind === 'postgres'
      ? await backupPostgres(config.database.url, dir)
      : await backupSqlite(config.database.file, dir);
  console.log(`Backup written: ${written}`);
} catch (err) {
  if (err instanceof BackupError) fail(err.message);
  throw err;
}
