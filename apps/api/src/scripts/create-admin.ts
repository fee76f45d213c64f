/**
 * Creates an admin account, or makes an existing account an admin with a new password.
 *   npm run create-admin -- --username boss --email boss@example.com --password '...'
 * Each value may come from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD instead (keeps the
 * password out of shell history). The database is the one the server uses (DATABASE_URL / DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@mavazi/shared/auth.schemas';
import { ConfigError, parseConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureAdmin } from '../modules/users/admin-bootstrap';
import { findUserByEmail, findUserByUsername } from '../modules/users/users.repository';

const USAGE =
  'Usage: npm run create-admin -- --username NAME --email ADDRESS --password SECRET\n' +
  '       (or set ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD)';

const inputSchema = z.object({
  username: z.string('--username (or ADMIN_USERNAME) is required').pipe(usernameSchema),
  email: z.string('--email (or ADMIN_EMAIL) is required').pipe(emailSchema),
  password: z.string('--password (or ADMIN_PASSWORD) is required').pipe(passwordSchema),
});

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

function readInput() {
  let values: { username?: string; email?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const parsed = inputSchema.safeParse({
    username: values.username ?? process.env.ADMIN_USERNAME,
    email: values.email ?? process.env.ADMIN_EMAIL,
    password: values.password ?? process.env.ADMIN_PASSWORD,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    fail(`invalid input:\n${lines.join('\n')}\n${USAGE}`);
  }
  return parsed.data;
}

function readConfig() {
  // ADMIN_* were read above; the server's all-or-none rule for them does not apply here.
  const { ADMIN_USERNAME: _u, ADMIN_EMAIL: _e, ADMIN_PASSWORD: _p, ...env } = process.env;
  try {
    return parseConfig(env, { server: false });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

const admin = readInput();
const config = readConfig();
const database = createDatabase(config.database);
try {
  await migrateToLatest(database);
  const result = await ensureAdmin(database.db, admin);
  const account =
    (await findUserByUsername(database.db, admin.username)) ??
    (await findUserByEmail(database.db, admin.email));
  const who = account ? `"${account.username}" <${account.email}>` : `"${admin.username}"`;
  const outcome = {
    created: 'created.',
    updated: 'updated: it is an admin now, with the new password; its old sessions are signed out.',
    unchanged: 'already an admin with this password: nothing changed.',
  } satisfies Record<typeof result, string>;
  console.log(`Admin ${who} ${outcome[result]}`);
} catch (err) {
  console.error(`create-admin: failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
