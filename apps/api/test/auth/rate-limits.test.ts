import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_LIMITS, loginRules } from '../../src/modules/auth/attempt-limiter';
import { hitRateLimit } from '../../src/modules/auth/rate-limits.repository';
import { times } from '../helpers/attacks';
import { createUser, createUsersOnce, nextIp, setupTestApp, uniqueName } from '../helpers/test-app';

const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode);

const TOO_MANY = {
  error: 'Too many failed attempts, please try again later',
  code: 'RATE_LIMITED',
};
const PER_ACCOUNT = ATTEMPT_LIMITS.loginPerAccount.max;
const PER_ADDRESS = ATTEMPT_LIMITS.loginPerAddress.max;

describe('attempt limits', () => {
  const t = setupTestApp();

  const login = (
    email: string,
    password: string,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
      headers,
    });
  const adminLogin = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password },
      remoteAddress,
    });
  const requestReset = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email },
      remoteAddress,
    });

  /** Lets the window of a key end, as if 15 minutes had passed. */
  const endWindow = (key: string) =>
    t.app.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', key)
      .execute();

  describe('login per account', () => {
    const { shopper } = createUsersOnce(t, { shopper: {} });

    it(`refuses the right password with 429 after ${PER_ACCOUNT} failures, from any address, until the window ends`, async () => {
      // A changing address (and X-Forwarded-For) does not help: the account is counted.
      const failures = await times(PER_ACCOUNT, () =>
        login(shopper.user.email, 'wrong-password', nextIp(), { 'x-forwarded-for': nextIp() }),
      );
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT).fill(401));
      const blocked = await login(shopper.user.email, shopper.password, nextIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ATTEMPT_LIMITS.loginPerAccount.windowSeconds);
      // Other letter case is the same account.
      expect(
        (await login(shopper.user.email.toUpperCase(), shopper.password, nextIp())).statusCode,
      ).toBe(429);

      await endWindow(loginRules('login', shopper.user.email, '').account.key);
      expect((await login(shopper.user.email, shopper.password, nextIp())).statusCode).toBe(200);
    });

    it('counts only failures: a success clears the account counter', async () => {
      const other = await createUser(t.app);
      const ip = nextIp();
      const before = await times(PER_ACCOUNT - 1, () =>
        login(other.user.email, 'wrong-password', ip),
      );
      expect(statuses(before)).toEqual(Array(PER_ACCOUNT - 1).fill(401));
      expect((await login(other.user.email, other.password, ip)).statusCode).toBe(200);
      const after = await times(PER_ACCOUNT, () => login(other.user.email, 'wrong-password', ip));
      expect(statuses(after)).toEqual(Array(PER_ACCOUNT).fill(401));
      expect((await login(other.user.email, other.password, ip)).statusCode).toBe(429);
    });

    it('does not lock other accounts', async () => {
      const victim = await createUser(t.app);
      const bystander = await createUser(t.app);
      await times(PER_ACCOUNT + 1, () => login(victim.user.email, 'wrong-password', nextIp()));
      expect((await login(bystander.user.email, bystander.password, nextIp())).statusCode).toBe(
        200,
      );
    });

    it('limits unknown emails the same way as registered ones', async () => {
      const email = `${uniqueName('ghost')}@example.com`;
      const failures = await times(PER_ACCOUNT, () => login(email, 'wrong-password', nextIp()));
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT).fill(401));
      expect((await login(email, 'wrong-password', nextIp())).statusCode).toBe(429);
    });
  });

  describe('login per address', () => {
    it(`answers 429 after ${PER_ADDRESS} failures from one address, whatever X-Forwarded-For says`, async () => {
      const shopper = await createUser(t.app);
      const ip = nextIp();
      // Many different accounts, so only the address counter can trip.
      const failures = await times(PER_ADDRESS, (i) =>
        login(`${uniqueName('probe')}@example.com`, 'wrong-password', ip, {
          'x-forwarded-for': `203.0.113.${i + 1}`,
        }),
      );
      expect(statuses(failures)).toEqual(Array(PER_ADDRESS).fill(401));
      const blocked = await login(shopper.user.email, shopper.password, ip, {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      // Another client is not affected.
      expect((await login(shopper.user.email, shopper.password, nextIp())).statusCode).toBe(200);
    });

    it('does not count successful sign-ins from a busy shared address', async () => {
      const ip = nextIp();
      const shopper = await createUser(t.app);
      for (let i = 0; i < PER_ADDRESS + 1; i += 1) {
        expect((await login(shopper.user.email, shopper.password, ip)).statusCode).toBe(200);
      }
    });
  });

  describe('admin login', () => {
    const { admin } = createUsersOnce(t, { admin: { admin: true } });

    it(`refuses the right password with 429 after ${PER_ACCOUNT} failures`, async () => {
      const failures = await times(PER_ACCOUNT, () =>
        adminLogin(admin.user.username, 'wrong-password', nextIp()),
      );
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT).fill(401));
      const blocked = await adminLogin(admin.user.username.toUpperCase(), admin.password, nextIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
    });

    it('counts a shopper trying the admin door as a failure', async () => {
      const shopper = await createUser(t.app);
      const failures = await times(PER_ACCOUNT, () =>
        adminLogin(shopper.user.username, shopper.password, nextIp()),
      );
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT).fill(401));
      expect((await adminLogin(shopper.user.username, shopper.password, nextIp())).statusCode).toBe(
        429,
      );
    });

    it('limits an address too', async () => {
      const ip = nextIp();
      const failures = await times(PER_ADDRESS, () =>
        adminLogin(uniqueName('probe'), 'wrong-password', ip),
      );
      expect(statuses(failures)).toEqual(Array(PER_ADDRESS).fill(401));
      const other = await createUser(t.app, { admin: true, password: 'admin-password-456' });
      expect((await adminLogin(other.user.username, other.password, ip)).statusCode).toBe(429);
      expect((await adminLogin(other.user.username, other.password, nextIp())).statusCode).toBe(
        200,
      );
    });
  });

  describe('reset requests', () => {
    it(`answers 429 after ${ATTEMPT_LIMITS.resetPerEmail.max} requests for one email, from any address`, async () => {
      const shopper = await createUser(t.app);
      for (let i = 0; i < ATTEMPT_LIMITS.resetPerEmail.max; i += 1) {
        expect((await requestReset(shopper.user.email, nextIp())).statusCode).toBe(200);
      }
      const blocked = await requestReset(shopper.user.email.toUpperCase(), nextIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toHaveProperty('error');
      const tokens = await t.app.db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('user_id', '=', shopper.user.id)
        .execute();
      expect(tokens).toHaveLength(ATTEMPT_LIMITS.resetPerEmail.max);
    });

    it(`answers 429 after ${ATTEMPT_LIMITS.resetPerAddress.max} requests from one address`, async () => {
      const ip = nextIp();
      for (let i = 0; i < ATTEMPT_LIMITS.resetPerAddress.max; i += 1) {
        expect((await requestReset(`${uniqueName('r')}@example.com`, ip)).statusCode).toBe(200);
      }
      expect((await requestReset(`${uniqueName('r')}@example.com`, ip)).statusCode).toBe(429);
      expect((await requestReset(`${uniqueName('r')}@example.com`, nextIp())).statusCode).toBe(200);
    });
  });

  describe('the counter itself', () => {
    it('counts parallel hits without losing any (atomic upsert)', async () => {
      const key = `test:${randomUUID()}`;
      const now = new Date().toISOString();
      const end = new Date(Date.now() + 60_000).toISOString();
      const results = await Promise.all(
        Array.from({ length: 30 }, () => hitRateLimit(t.app.db, key, now, end)),
      );
      expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      const row = await t.app.db
        .selectFrom('rate_limits')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      expect(row.hits).toBe(30);
      expect(row.reset_at).toBe(end);
    });

    it('starts a new window once the old one has ended', async () => {
      const key = `test:${randomUUID()}`;
      const t0 = Date.now();
      const first = await hitRateLimit(
        t.app.db,
        key,
        new Date(t0).toISOString(),
        new Date(t0 + 1000).toISOString(),
      );
      const second = await hitRateLimit(
        t.app.db,
        key,
        new Date(t0 + 500).toISOString(),
        new Date(t0 + 1500).toISOString(),
      );
      expect([first.hits, second.hits]).toEqual([1, 2]);
      expect(second.resetAt).toBe(new Date(t0 + 1000).toISOString());
      const later = await hitRateLimit(
        t.app.db,
        key,
        new Date(t0 + 2000).toISOString(),
        new Date(t0 + 3000).toISOString(),
      );
      expect(later).toEqual({ hits: 1, resetAt: new Date(t0 + 3000).toISOString() });
    });
  });
});

describe('attempt limits behind a trusted proxy (TRUST_PROXY=true)', () => {
  const t = setupTestApp({ TRUST_PROXY: 'true' });

  it('uses the X-Forwarded-For client address, so one client does not block the others', async () => {
    const shopper = await createUser(t.app);
    const login = (email: string, password: string, client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    const failures = await times(PER_ADDRESS, () =>
      login(`${uniqueName('probe')}@example.com`, 'wrong-password', '203.0.113.9'),
    );
    expect(statuses(failures)).toEqual(Array(PER_ADDRESS).fill(401));
    expect((await login(shopper.user.email, shopper.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await login(shopper.user.email, shopper.password, '198.51.100.20')).statusCode).toBe(
      200,
    );
  });
});
