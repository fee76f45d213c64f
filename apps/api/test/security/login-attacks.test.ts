import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { loginRules } from '../../src/modules/limits/attempt-limiter';
import { attack, expectRefused, times } from '../helpers/attacks';
import { createProduct } from '../helpers/fixtures';
import {
  countRows,
  createUser,
  createUsersOnce,
  nextIp,
  setupTestApp,
  uniqueName,
} from '../helpers/test-app';

// ASVS V6.3 (brute force, enumeration), V1.2 (injection); Juice Shop "Login Admin", "Login Jim",
// "Password Strength" (brute force), "Reset Password" family.

const LOGIN_FAILED = { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' };
const ADMIN_LOGIN_FAILED = { error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' };
const TOO_MANY = {
  error: 'Too many failed sign-in attempts. Try again later, or reset your password.',
  code: 'RATE_LIMITED',
};
const LIMITS = parseConfig({}).rateLimits;
const PER_ACCOUNT_ADDRESS = LIMITS.loginPerAccountAddress.max;
const PER_ACCOUNT = LIMITS.loginPerAccount.max;
const PER_ADDRESS = LIMITS.loginPerAddress.max;

const INJECTIONS = [
  "' OR 1=1 --",
  "' OR '1'='1",
  "admin'--",
  "admin@example.com' --",
  '" OR ""="',
  "') OR ('a'='a",
  "'; DROP TABLE users; --",
  '%',
  '_%',
];

describe('login injection and enumeration', () => {
  const t = setupTestApp();
  const { shopper, admin } = createUsersOnce(t, { shopper: {}, admin: { admin: true } });

  // The attempt limiter is tested below; here every try starts with fresh counters.
  const loginAs = async (payload: unknown, url = '/api/login') => {
    await t.app.db.deleteFrom('rate_limits').execute();
    return attack(t.app, {
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: nextIp(),
    });
  };

  it('treats SQL injection strings as data: 401, the usual text, no token', async () => {
    for (const injection of INJECTIONS) {
      for (const payload of [
        { email: injection, password: 'x' },
        { email: shopper.user.email, password: injection },
        { email: `${shopper.user.email}${injection}`, password: injection },
      ]) {
        const res = await loginAs(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(401);
        expect(res.json()).toEqual(LOGIN_FAILED);
        expect(res.body).not.toContain('access_token');
      }
      const adminRes = await loginAs(
        { username: injection, password: injection },
        '/api/admin/login',
      );
      expect(adminRes.statusCode).toBe(401);
      expect(adminRes.json()).toEqual(ADMIN_LOGIN_FAILED);
    }
    // Still the same users, and the real password still works.
    expect(await countRows(t.app, 'users')).toBe(2);
    expect(
      (await loginAs({ email: shopper.user.email, password: shopper.password })).statusCode,
    ).toBe(200);
  });

  it('refuses operator objects and other non-strings with 400 and no token', async () => {
    const shapes: unknown[] = [
      { email: { $gt: '' }, password: { $gt: '' } },
      { email: shopper.user.email, password: { $ne: null } },
      { email: [shopper.user.email], password: shopper.password },
      { email: shopper.user.email, password: true },
      { email: shopper.user.email },
      {},
    ];
    for (const payload of shapes) {
      const res = await loginAs(payload);
      expectRefused(res, [400]);
      expect(res.body).not.toContain('access_token');
    }
    const adminRes = await loginAs(
      { username: { $gt: '' }, password: { $gt: '' } },
      '/api/admin/login',
    );
    expectRefused(adminRes, [400]);
  });

  it('keeps a search for injection text a plain substring search', async () => {
    await createProduct(t.app, { price: 100, inventory: 1, name: 'Maasai shuka' });
    for (const q of INJECTIONS) {
      const res = await attack(t.app, {
        method: 'GET',
        url: `/api/products?q=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    expect(await countRows(t.app, 'products')).toBe(1);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await loginAs({
      email: `${uniqueName('ghost')}@example.com`,
      password: 'wrong-password',
    });
    const wrong = await loginAs({ email: shopper.user.email, password: 'wrong-password' });
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(wrong.statusCode).toBe(401);
  });

  it('answers an unknown admin, a wrong admin password and a shopper with the right password the same', async () => {
    const answers = [
      await loginAs(
        { username: uniqueName('ghost'), password: 'wrong-password' },
        '/api/admin/login',
      ),
      await loginAs(
        { username: admin.user.username, password: 'wrong-password' },
        '/api/admin/login',
      ),
      await loginAs(
        { username: shopper.user.username, password: shopper.password },
        '/api/admin/login',
      ),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(JSON.stringify(ADMIN_LOGIN_FAILED));
    }
  });

  it('refuses an admin account at the shop sign-in exactly like a wrong password, and counts it as a failure', async () => {
    const answers = [
      await loginAs({ email: `${uniqueName('ghost')}@example.com`, password: 'wrong-password' }),
      await loginAs({ email: admin.user.email, password: 'wrong-password' }),
      await loginAs({ email: admin.user.email, password: admin.password }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(JSON.stringify(LOGIN_FAILED));
    }
    // The last one (counters are cleared before each try) counted as a failure on the account.
    const counted = await t.app.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', loginRules('login', admin.user.email, '', LIMITS).account.key)
      .executeTakeFirst();
    expect(Number(counted?.hits)).toBe(1);
  });

  it('answers reset requests for registered and unknown emails identically, and mails only the registered one', async () => {
    const mailBefore = await countRows(t.app, 'mail_outbox');
    const known = await attack(t.app, {
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: shopper.user.email },
      remoteAddress: nextIp(),
    });
    const unknown = await attack(t.app, {
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: `${uniqueName('ghost')}@example.com` },
      remoteAddress: nextIp(),
    });
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mailBefore + 1);
  });
});

describe('brute force with TRUST_PROXY off (the default)', () => {
  const t = setupTestApp();

  const login = (email: string, password: string, remoteAddress: string, forwardedFor: string) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it(`locks an account for an address after ${PER_ACCOUNT_ADDRESS} failures even with a new X-Forwarded-For each time`, async () => {
    const shopper = await createUser(t.app);
    const socket = nextIp();
    const failures = await times(PER_ACCOUNT_ADDRESS, (i) =>
      login(shopper.user.email, 'guess', socket, `203.0.113.${i + 1}`),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(PER_ACCOUNT_ADDRESS).fill(401));
    const blocked = await login(shopper.user.email, shopper.password, socket, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).not.toContain('access_token');
  });

  it(`limits the socket address after ${PER_ADDRESS} failures: a forged X-Forwarded-For does not reset it`, async () => {
    const shopper = await createUser(t.app);
    const socket = nextIp();
    // Different accounts, so only the address counter can trip; X-Forwarded-For changes every time.
    const failures = await times(PER_ADDRESS, (i) =>
      login(`${uniqueName('probe')}@example.com`, 'guess', socket, `203.0.113.${i + 1}`),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(PER_ADDRESS).fill(401));
    const blocked = await login(shopper.user.email, shopper.password, socket, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // The same account from another socket address is fine.
    expect(
      (await login(shopper.user.email, shopper.password, nextIp(), '198.51.100.99')).statusCode,
    ).toBe(200);
  });
});

describe('brute force with TRUST_PROXY=true (behind a reverse proxy)', () => {
  const t = setupTestApp({ TRUST_PROXY: 'true' });
  const proxy = '127.0.0.1';

  const login = (email: string, password: string, client: string) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': client },
    });

  it('keys the address limit by the forwarded client address, not by the proxy', async () => {
    const shopper = await createUser(t.app);
    const attacker = '203.0.113.50';
    const failures = await times(PER_ADDRESS, () =>
      login(`${uniqueName('probe')}@example.com`, 'guess', attacker),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(PER_ADDRESS).fill(401));
    const blocked = await login(shopper.user.email, shopper.password, attacker);
    expect(blocked.statusCode).toBe(429);
    // Another shopper behind the same proxy is not punished for the attacker.
    expect((await login(shopper.user.email, shopper.password, '198.51.100.20')).statusCode).toBe(
      200,
    );
  });

  it('gives a client rotating its forwarded address one guess per address once the account is under attack', async () => {
    const shopper = await createUser(t.app);
    const failures = await times(PER_ACCOUNT, (i) =>
      login(shopper.user.email, 'guess', `192.0.2.${i + 1}`),
    );
    expect(failures.map((r) => r.statusCode)).toEqual(Array(PER_ACCOUNT).fill(401));
    // Every address that guessed is now refused before its password is checked.
    expect((await login(shopper.user.email, shopper.password, '192.0.2.1')).statusCode).toBe(429);
    expect((await login(shopper.user.email, 'guess', '192.0.2.200')).statusCode).toBe(401);
    expect((await login(shopper.user.email, 'guess', '192.0.2.200')).statusCode).toBe(429);
    // The owner, from an address that has not failed, still signs in.
    expect((await login(shopper.user.email, shopper.password, '198.51.100.30')).statusCode).toBe(
      200,
    );
  });
});
