/**
 * Creates an admin account, or gives the account with this username AND email a new password and the
 * admin flag (an account matching only one of them is refused, see ensureAdmin).
 *   npm run create-admin -- --username boss --email boss@example.com --password '...'
 * Each value may come from ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD instead (keeps the
 * password out of shell history). An existing account is promoted on purpose, keeping its email and
 * password, with:
 *   npm run create-admin -- --promote USERNAME
 * The database is the one the server uses (DATABASE_URL / DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '@mavazi/shared/auth.schemas';
import { ConfigError, parseConfig } from '../config';
import { createDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  AdminBootstrapError,
  ensureAdmin,
  promoteAccount,
} from '../modules/accounts/admin-bootstrap';
import { findUserByEmail, findUserByUsername } from '../modules/accounts/users.repository';

const USAGE =
  'Usage: npm run create-admin -- --username NAME --email ADDRESS --password SECRET\n' +
  '       (or set ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD)\n' +
  '       npm run create-admin -- --promote USERNAME   (make an existing account an admin)';

const inputSchema = z.object({
  username: z.string('--username (or ADMIN_USERNAME) is required').pipe(usernameSchema),
  email: z.string('--email (or ADMIN_EMAIL) is required').pipe(emailSchema),
  password: z.string('--password (or ADMIN_PASSWORD) is required').pipe(passwordSchema),
});

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

type Input =
  { kind: 'promote'; username: string } | ({ kind: 'admin' } & z.infer<typeof inputSchema>);

function readInput(): Input {
  let values: {
    username?: string;
    email?: string;
    password?: string;
    promote?: string;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      options: {
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        promote: { type: 'string' },
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
  if (values.promote !== undefined) {
    if (values.username ?? values.email ?? values.password) {
      fail(`--promote takes no other option\n${USAGE}`);
    }
    return { kind: 'promote', username: values.promote.trim() };
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
  return { kind: 'admin', ...parsed.data };
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

async function run(db: Db, input: Input): Promise<string> {
  if (input.kind === 'promote') {
    const { user, result } = await promoteAccount(db, input.username);
    const who = `"${user.username}" <${user.email}> (id ${user.id})`;
    return result === 'promoted'
      ? `Promoted ${who} to admin. It signs in at /admin/login with its current password.`
      : `${who} is already an admin: nothing changed.`;
  }
  const result = await ensureAdmin(db, input);
  const account =
    (await findUserByUsername(db, input.username)) ?? (await findUserByEmail(db, input.email));
  const who = account ? `"${account.username}" <${account.email}>` : `"${input.username}"`;
  const outcome = {
    created: 'created.',
    updated:
      'updated: it is an admin now, with the new password, enabled and without two-factor sign-in; its old sessions are signed out.',
    unchanged: 'already an admin with this password: nothing changed.',
  } satisfies Record<typeof result, string>;
  // A locked-out owner who lost the authenticator: a new password is what clears two-factor sign-in.
  const hint =
    result === 'unchanged' && (account?.totp_enabled === 1 || account?.disabled_at)
      ? ' It still has two-factor sign-in on or is disabled: run create-admin again with a new --password to turn two-factor off and enable it.'
      : '';
  return `Admin ${who} ${outcome[result]}${hint}`;
}

const input = readInput();
const config = readConfig();
const database = createDatabase(config.database);
try {
  await migrateToLatest(database);
  console.log(await run(database.db, input));
} catch (err) {
  const reason =
    err instanceof AdminBootstrapError
      ? err.message
      : `failed: ${err instanceof Error ? err.message : String(err)}`;
  console.error(`create-admin: ${reason}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
