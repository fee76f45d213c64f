import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { USER_KEYS, expectNoSecrets } from '../helpers/attacks';
import {
  bearer,
  createUser,
  createUsersOnce,
  nextIp,
  setupTestApp,
  signIn,
  type TestUser,
} from '../helpers/test-app';

describe('POST /login', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  const login = (payload: unknown, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, remoteAddress });

  it('answers 200 with an access token and the user, without secrets', async () => {
    const res = await login({ email: shopper.user.email, password: shopper.password });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(typeof json.access_token).toBe('string');
    expect(json.access_token.split('.')).toHaveLength(3);
    expect(Object.keys(json.user).sort()).toEqual(USER_KEYS);
    expect(json.user).toMatchObject({
      id: shopper.user.id,
      email: shopper.user.email,
      is_admin: false,
    });
    expectNoSecrets(json);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(json.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(shopper.user.id);
  });

  it('matches the email in any letter case and around spaces', async () => {
    const res = await login({
      email: `  ${shopper.user.email.toUpperCase()} `,
      password: shopper.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(shopper.user.id);
  });

  it('gives an unknown email and a wrong password the identical 401 answer', async () => {
    const wrong = await login({ email: shopper.user.email, password: 'not-the-password' });
    const unknown = await login({
      email: `nobody-${randomUUID()}@example.com`,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Invalid email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
  });

  it('does not accept the password of a different account', async () => {
    const other = await createUser(t.app, { password: 'another-secret-pw' });
    const res = await login({ email: shopper.user.email, password: other.password });
    expect(res.statusCode).toBe(401);
  });

  const invalid: Array<[string, unknown, string]> = [
    ['missing email', { password: 'whatever-123' }, 'email'],
    ['empty email', { email: '', password: 'whatever-123' }, 'email'],
    ['missing password', { email: 'a@example.com' }, 'password'],
    ['empty password', { email: 'a@example.com', password: '' }, 'password'],
    [
      'password over 128 characters',
      { email: 'a@example.com', password: 'p'.repeat(129) },
      'password',
    ],
    ['a number as email', { email: 42, password: 'whatever-123' }, 'email'],
  ];
  it.each(invalid)('refuses %s with 400, error and details', async (_name, payload, field) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect(res.json().details).toHaveProperty(field);
  });

  describe('tokens', () => {
    const claimsFor = ({ user }: TestUser, ver = 0) => ({
      sub: String(user.id),
      ver,
      jti: randomUUID(),
      aud: 'shop' as const,
    });

    it('refuses requests without a token, with a malformed one or a non-bearer scheme', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Bearer abc.def.ghi' },
        { authorization: `Basic ${shopper.token}` },
      ]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/current_user', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toHaveProperty('error');
      }
    });

    it('issues tokens that live JWT_EXPIRES_IN_SECONDS (24 h by default)', async () => {
      const token = await signIn(t.app, shopper.user.email, shopper.password);
      const [, payload] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      expect(claims.exp - claims.iat).toBe(t.config.jwtExpiresInSeconds);
      expect(t.config.jwtExpiresInSeconds).toBe(86_400);
      expect(claims.sub).toBe(String(shopper.user.id));
      expect(Object.keys(claims).sort()).toEqual(['aud', 'exp', 'iat', 'jti', 'sub', 'ver']);
      expect(claims.aud).toBe('shop');
    });

    it('refuses an expired token', async () => {
      const twoDaysAgo = Date.now() - 2 * 86_400_000;
      const token = t.app.jwt.sign(claimsFor(shopper), { clockTimestamp: twoDaysAgo });
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/current_user',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid or expired token', code: 'INVALID_TOKEN' });
    });

    it('refuses a token signed with another secret and an unsigned one', async () => {
      const [header, payload] = shopper.token.split('.');
      const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
        'base64url',
      );
      for (const token of [forged, `${noneHeader}.${payload}.`]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/current_user',
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(401);
      }
    });

    it('refuses a token whose version is older than the account (password changed since)', async () => {
      const current = t.app.jwt.sign(claimsFor(shopper, 0));
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/current_user', headers: bearer(current) }))
          .statusCode,
      ).toBe(200);
      const stale = t.app.jwt.sign(claimsFor(shopper, -1));
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/current_user',
        headers: bearer(stale),
      });
      expect(res.statusCode).toBe(401);
    });

    it('refuses the token of a user that no longer exists', async () => {
      const gone = await createUser(t.app);
      await t.app.db.deleteFrom('users').where('id', '=', gone.user.id).execute();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/current_user',
        headers: bearer(gone.token),
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
