import { describe, expect, it } from 'vitest';
import { USER_KEYS, expectNoSecrets } from '../helpers/attacks';
import { registrationBody } from '../helpers/fixtures';
import { countRows, setupTestApp } from '../helpers/test-app';

describe('POST /register', () => {
  const t = setupTestApp();

  const register = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
  const countUsers = () => countRows(t.app, 'users');

  it('creates a shopper and answers 201 with the message and the user, without secrets', async () => {
    const body = registrationBody({ email: 'Mixed.Case@Example.COM' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe('Registration successful');
    expect(Object.keys(json.user).sort()).toEqual(USER_KEYS);
    expect(json.user).toMatchObject({
      username: body.username,
      email: 'mixed.case@example.com',
      phone_number: '+254712345678',
      imageUrl: 'https://images.example/avatar.png',
      is_admin: false,
    });
    expect(json.user.id).toBeGreaterThan(0);
    expect(new Date(json.user.created_at).toISOString()).toBe(json.user.created_at);
    expectNoSecrets(json);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', json.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it('ignores is_admin, role, id and other unknown fields', async () => {
    const body = registrationBody({
      is_admin: true,
      role: 'admin',
      id: 999_999,
      token_version: 7,
      password_hash: 'x',
    });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user.is_admin).toBe(false);
    expect(user.id).not.toBe(999_999);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(0);
    expect(row.token_version).toBe(0);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('never lets a __proto__ or constructor payload make an admin', async () => {
    for (const extra of [
      '"__proto__": {"is_admin": true}',
      '"constructor": {"prototype": {"is_admin": true}}',
    ]) {
      const body = registrationBody();
      const raw = JSON.stringify(body).replace(/}$/, `, ${extra}}`);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      // The JSON parser refuses prototype poisoning outright; either way no admin appears.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
      const row = await t.app.db
        .selectFrom('users')
        .select('is_admin')
        .where('email', '=', body.email)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    }
    const admins = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', 1)
      .execute();
    expect(admins).toEqual([]);
  });

  it('stores an empty image URL as null', async () => {
    const res = await register(registrationBody({ imageUrl: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.imageUrl).toBeNull();
    const without = registrationBody();
    delete (without as { imageUrl?: string }).imageUrl;
    const res2 = await register(without);
    expect(res2.statusCode).toBe(201);
    expect(res2.json().user.imageUrl).toBeNull();
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    // A missing username is derived since the third edition (register-reach.test.ts).
    ['empty username', { username: '' }, 'username'],
    ['short username', { username: 'ab' }, 'username'],
    ['username with spaces', { username: 'two words' }, 'username'],
    ['username too long', { username: 'u'.repeat(31) }, 'username'],
    ['missing email', { email: undefined }, 'email'],
    ['malformed email', { email: 'not-an-email' }, 'email'],
    ['missing phone', { phone_number: undefined }, 'phone_number'],
    ['malformed phone', { phone_number: 'call me' }, 'phone_number'],
    ['bad image URL', { imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
    ['missing password', { password: undefined }, 'password'],
    ['short password', { password: 'short' }, 'password'],
    ['password over 128 characters', { password: 'p'.repeat(129) }, 'password'],
    ['non-string password', { password: 12345678 }, 'password'],
  ];
  it.each(invalid)('refuses %s with 400, error and details', async (_name, change, field) => {
    const before = await countUsers();
    const res = await register(registrationBody(change));
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(typeof json.error).toBe('string');
    expect(json.details).toHaveProperty(field);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a malformed or empty body with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Malformed JSON body', code: 'MALFORMED_REQUEST' });
    const none = await t.app.inject({ method: 'POST', url: '/api/register' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('error');
  });

  it('accepts a password of exactly 8 and of exactly 128 characters', async () => {
    expect((await register(registrationBody({ password: '12345678' }))).statusCode).toBe(201);
    expect((await register(registrationBody({ password: 'p'.repeat(128) }))).statusCode).toBe(201);
  });

  it('answers 409 for a taken email in any letter case, and changes nothing', async () => {
    const first = registrationBody();
    expect((await register(first)).statusCode).toBe(201);
    const before = await countUsers();
    const res = await register(registrationBody({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Email is already registered', code: 'EMAIL_TAKEN' });
    expect(await countUsers()).toBe(before);
  });

  it('answers 409 for a taken username in any letter case', async () => {
    const first = registrationBody();
    expect((await register(first)).statusCode).toBe(201);
    const before = await countUsers();
    const res = await register(registrationBody({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Username is already taken', code: 'USERNAME_TAKEN' });
    expect(await countUsers()).toBe(before);
  });

  it('answers 409, not 500, when the same email registers twice at the same moment', async () => {
    const a = registrationBody();
    const b = registrationBody({ email: a.email });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      error: 'Email is already registered',
      code: 'EMAIL_TAKEN',
    });
    const rows = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', a.email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409, not 500, when the same username (other case) registers twice at the same moment', async () => {
    const a = registrationBody();
    const b = registrationBody({ username: a.username.toUpperCase() });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      error: 'Username is already taken',
      code: 'USERNAME_TAKEN',
    });
  });
});
