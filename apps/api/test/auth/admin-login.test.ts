import { describe, expect, it } from 'vitest';
import { USER_KEYS, expectNoSecrets } from '../helpers/attacks';
import { bearer, createUsersOnce, nextIp, setupTestApp } from '../helpers/test-app';

describe('POST /admin/login', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, {
    admin: { admin: true, username: 'ChiefAdmin', email: 'chief@example.com' },
    shopper: {},
  });

  const adminLogin = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: payload as object,
      remoteAddress: nextIp(),
    });

  it('answers 200 with a token and the admin user; the token opens admin routes', async () => {
    const res = await adminLogin({ username: admin.user.username, password: admin.password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json.user).sort()).toEqual(USER_KEYS);
    expect(json.user).toMatchObject({
      username: admin.user.username,
      email: admin.user.email,
      is_admin: true,
    });
    expectNoSecrets(json);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(json.access_token),
    });
    expect(users.statusCode).toBe(200);
  });

  it('matches the username in any letter case', async () => {
    const res = await adminLogin({
      username: admin.user.username.toLowerCase(),
      password: admin.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown username with the same 401 answer', async () => {
    const wrong = await adminLogin({ username: admin.user.username, password: 'wrong-password' });
    const unknown = await adminLogin({ username: 'no-such-admin', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses a valid non-admin user with the same 401 answer', async () => {
    const res = await adminLogin({ username: shopper.user.username, password: shopper.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });
    // The same person may still sign in to the shop.
    const shop = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.user.email, password: shopper.password },
      remoteAddress: nextIp(),
    });
    expect(shop.statusCode).toBe(200);
  });

  it('does not take an email address in place of the username', async () => {
    const res = await adminLogin({ username: admin.user.email, password: admin.password });
    expect(res.statusCode).toBe(401);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['missing username', { password: 'whatever-123' }, 'username'],
    ['blank username', { username: '   ', password: 'whatever-123' }, 'username'],
    ['missing password', { username: 'someone' }, 'password'],
    ['empty password', { username: 'someone', password: '' }, 'password'],
  ];
  it.each(invalid)('refuses %s with 400, error and details', async (_name, payload, field) => {
    const res = await adminLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect(res.json().details).toHaveProperty(field);
  });
});
