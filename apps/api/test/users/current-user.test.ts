import { describe, expect, it } from 'vitest';
import { USER_KEYS, expectNoSecrets } from '../helpers/attacks';
import { bearer, createUser, setupTestApp } from '../helpers/test-app';

describe('GET /current_user', () => {
  const t = setupTestApp();

  it('answers 200 with the signed-in user and no secret fields', async () => {
    const shopper = await createUser(t.app, { phone_number: '+254711111111' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(shopper.token),
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(Object.keys(json).sort()).toEqual(USER_KEYS);
    expect(json).toMatchObject({
      id: shopper.user.id,
      username: shopper.user.username,
      email: shopper.user.email,
      phone_number: '+254711111111',
      imageUrl: null,
      is_admin: false,
    });
    expectNoSecrets(json);
  });

  it('reports is_admin true for an admin', async () => {
    const admin = await createUser(t.app, { admin: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_admin).toBe(true);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/current_user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });
});
