import { describe, expect, it } from 'vitest';
import { runApiProcess, type ProcessResult } from '../helpers/run-process';
import { bearer, createUser, setupTestApp, uniqueName, type SuiteApp } from '../helpers/test-app';

/** Runs the real script in its own process against the test's database. */
function runCreateAdmin(
  t: SuiteApp,
  args: string[],
  env: Record<string, string> = {},
): Promise<ProcessResult> {
  const database = t.config.database;
  const databaseUrl = database.kind === 'postgres' ? database.url : `sqlite:${database.file}`;
  return runApiProcess('src/scripts/create-admin.ts', args, {
    DATA_DIR: t.config.dataDir,
    DATABASE_URL: databaseUrl,
    ...env,
  });
}

describe('npm run create-admin', () => {
  const t = setupTestApp();

  const adminLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

  it('creates an admin from command-line options who can then sign in', async () => {
    const username = uniqueName('boss');
    const result = await runCreateAdmin(t, [
      '--username',
      username,
      '--email',
      `${username}@Example.com`,
      '--password',
      'boss-password-1',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Admin "${username}" <${username}@example.com> created.`);
    const res = await adminLogin(username, 'boss-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);

    const again = await runCreateAdmin(t, [
      '--username',
      username,
      '--email',
      `${username}@example.com`,
      '--password',
      'boss-password-1',
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already an admin with this password: nothing changed.');
  });

  it('makes admin a shopper whose username and email match ADMIN_*, signing out their old sessions', async () => {
    const shopper = await createUser(t.app);
    const result = await runCreateAdmin(t, [], {
      ADMIN_USERNAME: shopper.user.username,
      ADMIN_EMAIL: shopper.user.email,
      ADMIN_PASSWORD: 'promoted-password-1',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('updated');
    expect((await adminLogin(shopper.user.username, 'promoted-password-1')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(shopper.token),
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to make admin a shopper whose email differs, and names the deliberate way', async () => {
    const squatter = await createUser(t.app);
    const result = await runCreateAdmin(t, [], {
      ADMIN_USERNAME: squatter.user.username,
      ADMIN_EMAIL: `${uniqueName('owner')}@example.com`,
      ADMIN_PASSWORD: 'owner-password-1',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `The username "${squatter.user.username}" belongs to an existing account with a different email address`,
    );
    expect(result.stderr).toContain(`npm run create-admin -- --promote ${squatter.user.username}`);
    expect((await adminLogin(squatter.user.username, 'owner-password-1')).statusCode).toBe(401);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(squatter.token),
    });
    expect(still.json().is_admin).toBe(false);
  });

  it('promotes a named account with --promote and says whom it promoted', async () => {
    const shopper = await createUser(t.app);
    const result = await runCreateAdmin(t, ['--promote', shopper.user.username]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Promoted "${shopper.user.username}" <${shopper.user.email}> (id ${shopper.user.id}) to admin`,
    );
    expect((await adminLogin(shopper.user.username, shopper.password)).statusCode).toBe(200);
  });

  it('refuses --promote for an unknown account or together with other options', async () => {
    const shopper = await createUser(t.app);
    const [unknown, mixed] = await Promise.all([
      runCreateAdmin(t, ['--promote', uniqueName('nobody')]),
      runCreateAdmin(t, ['--promote', shopper.user.username, '--password', 'x']),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the username');
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toContain('--promote takes no other option');
    expect((await adminLogin(shopper.user.username, shopper.password)).statusCode).toBe(401);
  });

  it('exits 1 with a clear message on missing or invalid input, and creates nobody', async () => {
    const before = (await t.app.db.selectFrom('users').select('id').execute()).length;
    const [missing, invalid, unknown, badConfig] = await Promise.all([
      runCreateAdmin(t, []),
      runCreateAdmin(t, [
        '--username',
        'ok-name',
        '--email',
        'not-an-email',
        '--password',
        'short',
      ]),
      runCreateAdmin(t, ['--user', 'x']),
      runCreateAdmin(
        t,
        ['--username', 'ok-name', '--email', 'ok@example.com', '--password', 'long-enough-1'],
        {
          DATABASE_URL: 'mysql://x',
        },
      ),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--username (or ADMIN_USERNAME) is required');
    expect(missing.stderr).toContain('Usage: npm run create-admin');

    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain('email: Enter a valid email address');
    expect(invalid.stderr).toContain('password: Password must be at least 8 characters');

    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--user'");

    expect(badConfig.code).toBe(1);
    expect(badConfig.stderr).toContain('DATABASE_URL must start with postgres://');

    expect((await t.app.db.selectFrom('users').select('id').execute()).length).toBe(before);
  });
});
