import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config';
import { loginRules } from '../../src/modules/limits/attempt-limiter';
import { hitRateLimit } from '../../src/modules/limits/rate-limits.repository';
import { ensureAdmin } from '../../src/modules/accounts/admin-bootstrap';
import {
  createTestApp,
  createUser,
  nextIp,
  type TestApp,
  type TestUser,
  uniqueName,
} from '../helpers/test-app';

/** Runs n requests at once: the counters must hold under concurrency, and it keeps the suite quick. */
function times<T>(n: number, run: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => run(i)));
}
const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode);

const TOO_MANY = {
  error: 'Too many failed sign-in attempts. Try again later, or reset your password.',
  code: 'RATE_LIMITED',
};
const limits = parseConfig({}).rateLimits;
const PER_ACCOUNT_ADDRESS = limits.loginPerAccountAddress.max;
const PER_ACCOUNT = limits.loginPerAccount.max;
const PER_ADDRESS = limits.loginPerAddress.max;

describe('attempt limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

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

  /** Lets every window end, as if 15 minutes had passed. */
  const endWindows = () =>
    t.app.db
      .updateTable('rate_limits')
      .set({ reset_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

  describe('login per account and address', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await createUser(t.app);
    });

    it(`refuses even the right password from an address with ${PER_ACCOUNT_ADDRESS} failures on the account, until the window ends`, async () => {
      const ip = nextIp();
      // X-Forwarded-For is ignored (TRUST_PROXY is off): the socket address is what counts.
      const failures = await times(PER_ACCOUNT_ADDRESS, () =>
        login(user.user.email, 'wrong-password', ip, { 'x-forwarded-for': nextIp() }),
      );
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT_ADDRESS).fill(401));
      const blocked = await login(user.user.email, user.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(limits.loginPerAccountAddress.windowSeconds);
      // Other letter case is the same account.
      expect((await login(user.user.email.toUpperCase(), user.password, ip)).statusCode).toBe(429);

      await endWindows();
      expect((await login(user.user.email, user.password, ip)).statusCode).toBe(200);
    });

    it('lets the owner in from another address while strangers hammer the account', async () => {
      const victim = await createUser(t.app);
      const strangers = [nextIp(), nextIp(), nextIp()];
      for (const ip of strangers) {
        const tries = await times(PER_ACCOUNT_ADDRESS + 2, () =>
          login(victim.user.email, 'wrong-password', ip),
        );
        expect(statuses(tries).filter((s) => s === 429)).toHaveLength(2);
        expect((await login(victim.user.email, victim.password, ip)).statusCode).toBe(429);
      }
      expect((await login(victim.user.email, victim.password, nextIp())).statusCode).toBe(200);
    });

    it('does not count against an account what the address limit already refused', async () => {
      const victim = await createUser(t.app);
      const attacker = nextIp();
      // The attacker's address is used up on other accounts...
      await times(PER_ADDRESS, () =>
        login(`${uniqueName('probe')}@example.com`, 'wrong-password', attacker),
      );
      // ...so these never reach the password check and must not touch the victim's counters.
      const refused = await times(PER_ACCOUNT * 2, () =>
        login(victim.user.email, 'wrong-password', attacker),
      );
      expect(statuses(refused)).toEqual(Array(PER_ACCOUNT * 2).fill(429));
      const victimCounts = await t.app.db
        .selectFrom('rate_limits')
        .select('hits')
        .where('hits', '>', 0)
        .where('key', 'in', [
          loginRules('login', victim.user.email, attacker, limits).account.key,
          loginRules('login', victim.user.email, attacker, limits).accountAddress.key,
        ])
        .execute();
      expect(victimCounts).toEqual([]);
      expect((await login(victim.user.email, victim.password, nextIp())).statusCode).toBe(200);
    });

    it('counts only failures: a success starts the address afresh on that account', async () => {
      const other = await createUser(t.app);
      const ip = nextIp();
      const before = await times(PER_ACCOUNT_ADDRESS - 1, () =>
        login(other.user.email, 'wrong-password', ip),
      );
      expect(statuses(before)).toEqual(Array(PER_ACCOUNT_ADDRESS - 1).fill(401));
      expect((await login(other.user.email, other.password, ip)).statusCode).toBe(200);
      const after = await times(PER_ACCOUNT_ADDRESS, () =>
        login(other.user.email, 'wrong-password', ip),
      );
      expect(statuses(after)).toEqual(Array(PER_ACCOUNT_ADDRESS).fill(401));
      expect((await login(other.user.email, other.password, ip)).statusCode).toBe(429);
    });

    it('does not lock other accounts', async () => {
      const victim = await createUser(t.app);
      const bystander = await createUser(t.app);
      const ip = nextIp();
      await times(PER_ACCOUNT_ADDRESS + 1, () => login(victim.user.email, 'wrong-password', ip));
      expect((await login(bystander.user.email, bystander.password, ip)).statusCode).toBe(200);
    });

    it('limits unknown emails the same way as registered ones', async () => {
      const email = `${uniqueName('ghost')}@example.com`;
      const ip = nextIp();
      const failures = await times(PER_ACCOUNT_ADDRESS, () => login(email, 'wrong-password', ip));
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT_ADDRESS).fill(401));
      expect((await login(email, 'wrong-password', ip)).statusCode).toBe(429);
    });
  });

  describe(`an account with ${PER_ACCOUNT} failures from all addresses`, () => {
    it('gives every address one checked try: the owner still gets in, a rotating guesser gets one guess per address', async () => {
      const victim = await createUser(t.app);
      const perAddress = PER_ACCOUNT_ADDRESS - 1;
      const guessers = Array.from({ length: Math.ceil(PER_ACCOUNT / perAddress) }, () => nextIp());
      for (const ip of guessers) {
        const tries = await times(perAddress, () => login(victim.user.email, 'wrong-password', ip));
        expect(statuses(tries)).toEqual(Array(perAddress).fill(401));
      }
      // Under attack: an address that already failed on the account is refused before any check...
      expect((await login(victim.user.email, victim.password, guessers[0] ?? '')).statusCode).toBe(
        429,
      );
      // ...a new address gets exactly one checked guess...
      const fresh = nextIp();
      expect((await login(victim.user.email, 'wrong-password', fresh)).statusCode).toBe(401);
      expect((await login(victim.user.email, victim.password, fresh)).statusCode).toBe(429);
      // ...and the owner, from an address of their own, signs in.
      expect((await login(victim.user.email, victim.password, nextIp())).statusCode).toBe(200);
    });
  });

  describe('login per address', () => {
    it(`answers 429 after ${PER_ADDRESS} failures from one address, whatever X-Forwarded-For says`, async () => {
      const user = await createUser(t.app);
      const ip = nextIp();
      // Many different accounts, so only the address counter can trip.
      const failures = await times(PER_ADDRESS, (i) =>
        login(`${uniqueName('probe')}@example.com`, 'wrong-password', ip, {
          'x-forwarded-for': `203.0.113.${i + 1}`,
        }),
      );
      expect(statuses(failures)).toEqual(Array(PER_ADDRESS).fill(401));
      const blocked = await login(user.user.email, user.password, ip, {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      // Another client is not affected.
      expect((await login(user.user.email, user.password, nextIp())).statusCode).toBe(200);
    });

    it('does not count successful sign-ins from a busy shared address', async () => {
      const ip = nextIp();
      const user = await createUser(t.app);
      for (let i = 0; i < PER_ADDRESS + 1; i += 1) {
        expect((await login(user.user.email, user.password, ip)).statusCode).toBe(200);
      }
    });
  });

  describe('admin login', () => {
    const admin = {
      username: uniqueName('boss'),
      email: `${uniqueName('boss')}@example.com`,
      password: 'admin-password-123',
    };
    beforeAll(async () => {
      await ensureAdmin(t.app.db, admin);
    });

    it(`refuses the right password from an address with ${PER_ACCOUNT_ADDRESS} failures on the admin`, async () => {
      const ip = nextIp();
      const failures = await times(PER_ACCOUNT_ADDRESS, () =>
        adminLogin(admin.username, 'wrong-password', ip),
      );
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT_ADDRESS).fill(401));
      const blocked = await adminLogin(admin.username.toUpperCase(), admin.password, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      // The admin, elsewhere, is not locked out by whoever guessed.
      expect((await adminLogin(admin.username, admin.password, nextIp())).statusCode).toBe(200);
    });

    it('counts a shopper trying the admin door as a failure', async () => {
      const shopper = await createUser(t.app);
      const ip = nextIp();
      const failures = await times(PER_ACCOUNT_ADDRESS, () =>
        adminLogin(shopper.user.username, shopper.password, ip),
      );
      expect(statuses(failures)).toEqual(Array(PER_ACCOUNT_ADDRESS).fill(401));
      expect((await adminLogin(shopper.user.username, shopper.password, ip)).statusCode).toBe(429);
    });

    it('limits an address too', async () => {
      const ip = nextIp();
      const failures = await times(PER_ADDRESS, () =>
        adminLogin(uniqueName('probe'), 'wrong-password', ip),
      );
      expect(statuses(failures)).toEqual(Array(PER_ADDRESS).fill(401));
      const other = {
        username: uniqueName('boss'),
        email: `${uniqueName('boss')}@example.com`,
        password: 'admin-password-456',
      };
      await ensureAdmin(t.app.db, other);
      expect((await adminLogin(other.username, other.password, ip)).statusCode).toBe(429);
      expect((await adminLogin(other.username, other.password, nextIp())).statusCode).toBe(200);
    });
  });

  describe('reset requests', () => {
    it(`answers 429 after ${limits.resetPerEmail.max} requests for one email, from any address`, async () => {
      const user = await createUser(t.app);
      for (let i = 0; i < limits.resetPerEmail.max; i += 1) {
        expect((await requestReset(user.user.email, nextIp())).statusCode).toBe(200);
      }
      const blocked = await requestReset(user.user.email.toUpperCase(), nextIp());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toHaveProperty('error');
      const tokens = await t.app.db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('user_id', '=', user.user.id)
        .execute();
      expect(tokens).toHaveLength(limits.resetPerEmail.max);
    });

    it(`answers 429 after ${limits.resetPerAddress.max} requests from one address`, async () => {
      const ip = nextIp();
      for (let i = 0; i < limits.resetPerAddress.max; i += 1) {
        expect((await requestReset(`${uniqueName('r')}@example.com`, ip)).statusCode).toBe(200);
      }
      expect((await requestReset(`${uniqueName('r')}@example.com`, ip)).statusCode).toBe(429);
      expect((await requestReset(`${uniqueName('r')}@example.com`, nextIp())).statusCode).toBe(200);
    });
  });

  describe('reset requests refused for the address', () => {
    it('do not spend the quota of the email they name', async () => {
      const victim = await createUser(t.app);
      const attacker = nextIp();
      for (let i = 0; i < limits.resetPerAddress.max; i += 1) {
        await requestReset(`${uniqueName('r')}@example.com`, attacker);
      }
      const refused = await times(limits.resetPerEmail.max * 2, () =>
        requestReset(victim.user.email, attacker),
      );
      expect(statuses(refused)).toEqual(Array(limits.resetPerEmail.max * 2).fill(429));
      for (let i = 0; i < limits.resetPerEmail.max; i += 1) {
        expect((await requestReset(victim.user.email, nextIp())).statusCode).toBe(200);
      }
      const tokens = await t.app.db
        .selectFrom('password_reset_tokens')
        .select('id')
        .where('user_id', '=', victim.user.id)
        .execute();
      expect(tokens).toHaveLength(limits.resetPerEmail.max);
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
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => t.close());

  it('uses the X-Forwarded-For client address, so one client does not block the others', async () => {
    const user = await createUser(t.app);
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
    expect((await login(user.user.email, user.password, '203.0.113.9')).statusCode).toBe(429);
    expect((await login(user.user.email, user.password, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('limits set by environment variables', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '2/1m',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '3/2m',
    });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  it('applies the configured numbers and windows', async () => {
    const user = await createUser(t.app);
    const ip = nextIp();
    expect(statuses(await times(2, () => login(user.user.email, 'wrong-password', ip)))).toEqual([
      401, 401,
    ]);
    const blocked = await login(user.user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    const busy = nextIp();
    await times(3, () => login(`${uniqueName('probe')}@example.com`, 'wrong-password', busy));
    const refused = await login(user.user.email, user.password, busy);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(120);
  });

  it('treats one IPv6 /64 network as one address, and IPv4-mapped IPv6 as IPv4', async () => {
    const user = await createUser(t.app);
    // Anyone holds a whole /64; rotating inside it must not buy more guesses.
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::2', '2001:0db8:0001:0002::3']) {
      await login(`${uniqueName('probe')}@example.com`, 'wrong-password', ip);
    }
    expect((await login(user.user.email, user.password, '2001:db8:1:2::abcd')).statusCode).toBe(
      429,
    );
    expect((await login(user.user.email, user.password, '2001:db8:1:3::1')).statusCode).toBe(200);

    for (let i = 0; i < 3; i += 1) {
      await login(`${uniqueName('probe')}@example.com`, 'wrong-password', '192.0.2.77');
    }
    expect((await login(user.user.email, user.password, '::ffff:192.0.2.77')).statusCode).toBe(429);
  });
});
