import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/modules/users/admin-bootstrap';
import { bearer, createUser, setupTestApp, uniqueName } from '../helpers/test-app';

describe('ensureAdmin (ADMIN_* at start-up, create-admin)', () => {
  const t = setupTestApp();

  const adminLogin = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/current_user', headers: bearer(token) });

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

  it('promotes an existing shopper found by email or by username (any case)', async () => {
    const byEmail = await createUser(t.app);
    const result = await ensureAdmin(t.app.db, {
      username: uniqueName('other'),
      email: byEmail.user.email.toUpperCase(),
      password: byEmail.password,
    });
    // Same password, but not an admin yet: it is an update.
    expect(result).toBe('updated');
    expect((await adminLogin(byEmail.user.username, byEmail.password)).statusCode).toBe(200);

    const byName = await createUser(t.app);
    expect(
      await ensureAdmin(t.app.db, {
        username: byName.user.username.toUpperCase(),
        email: `${uniqueName('x')}@example.com`,
        password: 'promoted-password',
      }),
    ).toBe('updated');
    expect((await adminLogin(byName.user.username, 'promoted-password')).statusCode).toBe(200);
    const users = await t.app.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(3);
  });
});
