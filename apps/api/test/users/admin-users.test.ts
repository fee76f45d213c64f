import { describe, expect, it } from 'vitest';
import { USER_KEYS, expectNoSecrets } from '../helpers/attacks';
import { bearer, createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';

describe('GET /admin/users', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const list = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/admin/users', headers });

  it('lists every account for an admin, without secret fields', async () => {
    const res = await list(bearer(admin.token));
    expect(res.statusCode).toBe(200);
    const users = res.json() as Array<Record<string, unknown>>;
    expect(users.map((u) => u.id)).toEqual([admin.user.id, shopper.user.id]);
    // The admin list adds whether the account is disabled.
    for (const u of users) expect(Object.keys(u).sort()).toEqual([...USER_KEYS, 'disabled'].sort());
    expect(users[0]).toMatchObject({ username: admin.user.username, is_admin: true });
    expect(users[1]).toMatchObject({
      username: shopper.user.username,
      email: shopper.user.email,
      is_admin: false,
    });
    expectNoSecrets(users);
  });

  it("answers 403 to a shopper's token", async () => {
    const res = await list(bearer(shopper.token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Admin access required', code: 'FORBIDDEN' });
  });

  it('answers 401 without a token or with a revoked one', async () => {
    expect((await list()).statusCode).toBe(401);
    const other = await createUser(t.app, { admin: true });
    await t.app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(other.token) });
    expect((await list(bearer(other.token))).statusCode).toBe(401);
  });

  it('checks the admin flag on every call: a demoted admin gets 403 at once', async () => {
    const demoted = await createUser(t.app, { admin: true });
    await t.app.db
      .updateTable('users')
      .set({ is_admin: 0 })
      .where('id', '=', demoted.user.id)
      .execute();
    expect((await list(bearer(demoted.token))).statusCode).toBe(403);
  });
});
