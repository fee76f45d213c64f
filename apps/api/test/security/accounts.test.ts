import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { USER_KEYS, attack, countBy, expectRefused, times } from '../helpers/attacks';
import { registrationBody } from '../helpers/fixtures';
import {
  bearer,
  countRows,
  createUser,
  nextIp,
  setupTestApp,
  signIn,
  uniqueName,
} from '../helpers/test-app';

// ASVS V6 (authentication) and V8 (authorization); Juice Shop "Admin Registration".

async function userRow(app: FastifyInstance, email: string) {
  return app.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).execute();
}

/** An admin route, read and write, must refuse the token. */
async function expectNoAdminPower(app: FastifyInstance, token: string) {
  for (const url of ['/api/admin/users', '/api/admin/dashboard', '/api/admin/orders']) {
    expect((await attack(app, { method: 'GET', url, headers: bearer(token) })).statusCode).toBe(
      403,
    );
  }
  const create = await attack(app, {
    method: 'POST',
    url: '/api/admin/promocodes',
    headers: bearer(token),
    payload: {
      code: 'FREE100',
      discount_percentage: 100,
      start_date: '2020-01-01',
      end_date: '2099-01-01',
    },
  });
  expect(create.statusCode).toBe(403);
  expect(await countRows(app, 'promotions')).toBe(0);
}

const ESCALATION_FIELDS = {
  is_admin: true,
  isAdmin: true,
  admin: 1,
  role: 'admin',
  roles: ['admin'],
  token_version: 42,
  password_hash: 'scrypt$1$1$1$AAAA$BBBB',
  created_at: '2000-01-01T00:00:00.000Z',
  constructor: { is_admin: true },
};

describe('mass assignment on register and update_user', () => {
  const t = setupTestApp();

  it('registers a plain shopper whatever privilege fields the body carries, and /admin stays closed', async () => {
    const body = registrationBody({ ...ESCALATION_FIELDS, id: 4242 });
    const res = await attack(t.app, { method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json<{ user: Record<string, unknown> }>().user;
    expect(user.is_admin).toBe(false);
    expect(user.id).not.toBe(4242);
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);

    const [row] = await userRow(t.app, String(body.email));
    expect(row).toMatchObject({ id: user.id, is_admin: 0, token_version: 0 });
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$/);
    expect(row?.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(
      await t.app.db.selectFrom('users').select('id').where('id', '=', 4242).execute(),
    ).toEqual([]);

    const token = await signIn(t.app, String(body.email), String(body.password));
    await expectNoAdminPower(t.app, token);
  });

  it('refuses prototype pollution (__proto__, constructor.prototype) as malformed JSON and creates nobody', async () => {
    const before = await countRows(t.app, 'users');
    for (const poison of [
      '"__proto__": {"is_admin": true}',
      '"constructor": {"prototype": {"is_admin": true}}',
    ]) {
      const body = JSON.stringify(registrationBody()).replace(/^\{/, `{${poison}, `);
      const res = await attack(t.app, {
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expectRefused(res, [400]);
    }
    expect(await countRows(t.app, 'users')).toBe(before);
    // Nothing leaked into the prototype of every object in the process.
    expect(({} as Record<string, unknown>).is_admin).toBeUndefined();
  });

  it('keeps id and admin flag on update_user whatever the body says, and /admin stays closed', async () => {
    const shopper = await createUser(t.app);
    const other = await createUser(t.app);
    const res = await attack(t.app, {
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(shopper.token),
      payload: {
        username: `${shopper.user.username}x`,
        email: shopper.user.email,
        ...ESCALATION_FIELDS,
        id: other.user.id,
        user_id: other.user.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { id: number; is_admin: boolean } }>().user).toMatchObject({
      id: shopper.user.id,
      is_admin: false,
    });
    const [mine] = await userRow(t.app, shopper.user.email);
    expect(mine).toMatchObject({
      id: shopper.user.id,
      is_admin: 0,
      username: `${shopper.user.username}x`,
    });
    const [theirs] = await userRow(t.app, other.user.email);
    expect(theirs).toMatchObject({ id: other.user.id, username: other.user.username, is_admin: 0 });

    const poisoned = await attack(t.app, {
      method: 'PUT',
      url: '/api/update_user',
      headers: { ...bearer(shopper.token), 'content-type': 'application/json' },
      payload: `{"__proto__": {"is_admin": true}, "username": "${shopper.user.username}", "email": "${shopper.user.email}"}`,
    });
    expectRefused(poisoned, [400]);
    expect((await userRow(t.app, shopper.user.email))[0]?.is_admin).toBe(0);
    // The same token still works (update_user does not touch token_version) and still has no admin power.
    await expectNoAdminPower(t.app, shopper.token);
  });
});

describe('password policy', () => {
  const t = setupTestApp();

  it.each([
    ['7 characters', 'a'.repeat(7)],
    ['129 characters', 'a'.repeat(129)],
    ['100,000 characters', 'a'.repeat(100_000)],
    ['empty', ''],
    ['a number', 12345678],
    ['an object', { $gt: '' }],
  ])('refuses a password of %s with 400 and creates nobody', async (_label, password) => {
    const body = registrationBody({ password });
    const res = await attack(t.app, { method: 'POST', url: '/api/register', payload: body });
    expectRefused(res, [400]);
    expect(res.json<{ details?: Record<string, string> }>().details).toHaveProperty('password');
    expect(await userRow(t.app, String(body.email))).toEqual([]);
  });

  it('accepts the bounds: 8 and 128 characters', async () => {
    for (const password of ['a'.repeat(8), 'b'.repeat(128)]) {
      const res = await attack(t.app, {
        method: 'POST',
        url: '/api/register',
        payload: registrationBody({ password }),
      });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses a weak new password at reset time too', async () => {
    const res = await attack(t.app, {
      method: 'POST',
      url: `/api/reset-password/${'x'.repeat(43)}`,
      payload: { password: 'short' },
    });
    expectRefused(res, [400]);
  });
});

describe('duplicate accounts', () => {
  const t = setupTestApp();

  it('answers 409 for the same email in other letter case and keeps one account', async () => {
    const first = registrationBody();
    expect(
      (await attack(t.app, { method: 'POST', url: '/api/register', payload: first })).statusCode,
    ).toBe(201);
    const email = String(first.email);
    for (const variant of [email.toUpperCase(), `${email[0]?.toUpperCase()}${email.slice(1)}`]) {
      const res = await attack(t.app, {
        method: 'POST',
        url: '/api/register',
        payload: registrationBody({ email: variant, password: 'another-password-1' }),
      });
      expectRefused(res, [409]);
      expect(res.json()).toEqual({ error: 'Email is already registered', code: 'EMAIL_TAKEN' });
    }
    const rows = await userRow(t.app, email);
    expect(rows).toHaveLength(1);
    // The original password still opens the account: the duplicates changed nothing.
    await expect(signIn(t.app, email, String(first.password))).resolves.toBeTruthy();
  });

  it('lets exactly one of 10 simultaneous registrations of one email through (one 201, nine 409)', async () => {
    const email = `${uniqueName('race')}@example.com`;
    const responses = await times(10, (i) =>
      attack(t.app, {
        method: 'POST',
        url: '/api/register',
        remoteAddress: nextIp(),
        payload: registrationBody({ email: i % 2 ? email.toUpperCase() : email }),
      }),
    );
    const statuses = countBy(responses.map((r) => r.statusCode));
    expect(Object.fromEntries(statuses)).toEqual({ 201: 1, 409: 9 });
    expect(await userRow(t.app, email)).toHaveLength(1);
  });

  it('lets exactly one of 10 simultaneous registrations of one username (any case) through', async () => {
    const username = uniqueName('same');
    const responses = await times(10, (i) =>
      attack(t.app, {
        method: 'POST',
        url: '/api/register',
        payload: registrationBody({ username: i % 2 ? username.toUpperCase() : username }),
      }),
    );
    expect(Object.fromEntries(countBy(responses.map((r) => r.statusCode)))).toEqual({
      201: 1,
      409: 9,
    });
  });
});
