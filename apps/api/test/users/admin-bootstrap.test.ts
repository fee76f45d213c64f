import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { hashPassword } from '../../src/modules/accounts/password';
import {
  AdminBootstrapError,
  ensureAdmin,
  promoteAccount,
} from '../../src/modules/accounts/admin-bootstrap';
import { bearer, createUser, setupTestApp, uniqueName } from '../helpers/test-app';

describe('ensureAdmin (ADMIN_* at start-up, create-admin)', () => {
  const t = setupTestApp();

  const adminLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/current_user', headers: bearer(token) });
  const readUser = (id: number) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('creates the admin, then leaves it alone when applied again with the same password', async () => {
    const username = uniqueName('boss');
    const admin = { username, email: `${username}@Example.com`, password: 'boss-password-1' };
    expect(await ensureAdmin(t.app.db, admin)).toBe('created');
    const login = await adminLogin(username, admin.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe(`${username}@example.com`);
    const token = login.json().access_token as string;

    // Every restart (and every process) applies ADMIN_* again: the admin stays signed in.
    expect(await ensureAdmin(t.app.db, admin)).toBe('unchanged');
    expect((await me(token)).statusCode).toBe(200);

    // A new password is applied and ends the old sessions.
    expect(await ensureAdmin(t.app.db, { ...admin, password: 'boss-password-2' })).toBe('updated');
    expect((await me(token)).statusCode).toBe(401);
    expect((await adminLogin(username, 'boss-password-1')).statusCode).toBe(401);
    expect((await adminLogin(username, 'boss-password-2')).statusCode).toBe(200);
  });

  it('refuses a shopper holding ADMIN_USERNAME with another email, and changes nothing', async () => {
    // Someone registered the name first, with their own mailbox: promoting it would hand them the admin area.
    const squatter = await createUser(t.app);
    const before = await readUser(squatter.user.id);
    const settings = {
      username: squatter.user.username.toUpperCase(),
      email: `${uniqueName('owner')}@example.com`,
      password: 'owner-password-1',
    };
    await expect(ensureAdmin(t.app.db, settings)).rejects.toThrow(AdminBootstrapError);
    await expect(ensureAdmin(t.app.db, settings)).rejects.toThrow(
      `The username "${settings.username}" belongs to an existing account with a different email address`,
    );
    await expect(ensureAdmin(t.app.db, settings)).rejects.toThrow(
      `npm run create-admin -- --promote ${squatter.user.username}`,
    );
    expect(await readUser(squatter.user.id)).toEqual(before);
    expect((await adminLogin(squatter.user.username, settings.password)).statusCode).toBe(401);
    expect((await me(squatter.token)).statusCode).toBe(200);
  });

  it('refuses an account that holds ADMIN_EMAIL under another username', async () => {
    const holder = await createUser(t.app);
    const before = await readUser(holder.user.id);
    const settings = {
      username: uniqueName('boss'),
      email: holder.user.email.toUpperCase(),
      password: 'owner-password-1',
    };
    await expect(ensureAdmin(t.app.db, settings)).rejects.toThrow(
      `The email address ${holder.user.email} belongs to the existing account "${holder.user.username}"`,
    );
    expect(await readUser(holder.user.id)).toEqual(before);
    expect(
      await t.app.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', settings.username)
        .execute(),
    ).toEqual([]);
  });

  it('makes a shopper admin when both username and email match it (any case)', async () => {
    const shopper = await createUser(t.app);
    const result = await ensureAdmin(t.app.db, {
      username: shopper.user.username.toUpperCase(),
      email: shopper.user.email.toUpperCase(),
      password: 'promoted-password',
    });
    expect(result).toBe('updated');
    expect((await adminLogin(shopper.user.username, 'promoted-password')).statusCode).toBe(200);
    // The password changed: the shopper's old sessions end.
    expect((await me(shopper.token)).statusCode).toBe(401);
  });

  it('promotes a named account on purpose, keeping its email and password', async () => {
    const shopper = await createUser(t.app);
    const promoted = await promoteAccount(t.app.db, shopper.user.username.toUpperCase());
    expect(promoted.result).toBe('promoted');
    expect(promoted.user).toMatchObject({
      id: shopper.user.id,
      email: shopper.user.email,
      is_admin: 1,
    });
    expect((await adminLogin(shopper.user.username, shopper.password)).statusCode).toBe(200);
    expect((await promoteAccount(t.app.db, shopper.user.username)).result).toBe('unchanged');
    await expect(promoteAccount(t.app.db, uniqueName('nobody'))).rejects.toThrow(
      AdminBootstrapError,
    );
  });
});

// SQLite only: the point is the real start-up of src/main.ts on its own database file.
describe.skipIf(process.env.TEST_DATABASE_URL)('start-up with ADMIN_* naming a shopper', () => {
  it('prints why and exits 1 without making the shopper an admin', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mavazi-admin-'));
    try {
      const database = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'shop.db') });
      await migrateToLatest(database);
      const now = new Date().toISOString();
      await database.db
        .insertInto('users')
        .values({
          username: 'boss',
          email: 'squatter@example.com',
          password_hash: await hashPassword('squatter-password'),
          phone_number: null,
          image_url: null,
          is_admin: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await database.close();

      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH ?? '',
          DATA_DIR: dataDir,
          PORT: '0',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: 'boss',
          ADMIN_EMAIL: 'owner@example.com',
          ADMIN_PASSWORD: 'owner-password-1',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'The username "boss" belongs to an existing account with a different email address',
      );
      const reopened = createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'shop.db') });
      const row = await reopened.db
        .selectFrom('users')
        .select('is_admin')
        .where('username', '=', 'boss')
        .executeTakeFirstOrThrow();
      await reopened.close();
      expect(row.is_admin).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
