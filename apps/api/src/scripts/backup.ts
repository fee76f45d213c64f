/**
 * Writes a consistent copy of the shop's SQLite database while the shop keeps running.
 *   npm run backup                 -> $BACKUP_DIR/shop-<UTC time>.db (default $DATA_DIR/backups), mode 0600
 *   npm run backup -- --dir PATH   -> into another directory
 * PostgreSQL is backed up with pg_dump and WAL archiving instead (README, "Backups").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type Config } from '../config';
import { BackupError, backupSqlite } from '../db/sqlite-backup';

const USAGE = 'Usage: npm run backup [-- --dir DIRECTORY]';

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

let dir: string | undefined;
try {
  const { values } = parseArgs({ options: { dir: { type: 'string' } }, strict: true });
  // npm runs the script in apps/api; a relative path means where the command was typed.
  dir = values.dir && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir);
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
    'the shop runs on PostgreSQL: back it up with pg_dump (and WAL archiving for point-in-time ' +
      'recovery), e.g. pg_dump --format=custom --file=shop.dump "$DATABASE_URL". See the README, "Backups".',
  );
}
try {
  const file = await backupSqlite(config.database.file, dir ?? config.backupDir);
  console.log(`Backup written: ${file}`);
} catch (err) {
  if (err instanceof BackupError) fail(err.message);
  throw err;
}
