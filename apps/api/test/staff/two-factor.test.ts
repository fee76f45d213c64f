import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../../src/modules/accounts/totp';
import { ensureAdmin } from '../../src/modules/accounts/admin-bootstrap';
import { callApi, createUser, nextIp, setupTestApp, type TestUser } from '../helpers/test-app';

/** A fixed instant in the middle of a 30-second step. */
const T0 = Date.parse('2026-11-26T10:00:15.000Z');

function adminLogin(app: FastifyInstance, user: TestUser, otp?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: user.user.username, password: user.password, ...(otp ? { otp } : {}) },
    remoteAddress: nextIp(),
  });
}

/** Turns two-factor on for the user; answers the secret and the recovery codes. */
async function enableTotp(app: FastifyInstance, user: TestUser) {
  const setup = await callApi(app, 'POST', '/admin/me/totp', user.token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json<{ secret: string; otpauth_url: string }>();
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Mavazi:/);
  expect(otpauth_url).toContain(`secret=${secret}`);
  const confirmed = await callApi(app, 'POST', '/admin/me/totp/confirm', user.token, {
    code: totpCode(secret, Date.now()),
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, codes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

describe('two-factor sign-in for staff (fixed clock)', () => {
  const t = setupTestApp();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the code, accepts the current and the previous one, and never the same one twice', async () => {
    const user = await createUser(t.app, { role: 'manager' });
    const { secret, codes } = await enableTotp(t.app, user);
    expect(codes).toHaveLength(8);
    const me = await callApi(t.app, 'GET', '/admin/me', user.token);
    expect(me.json()).toMatchObject({ totp_enabled: true });

    const noCode = await adminLogin(t.app, user);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({ code: 'OTP_REQUIRED' });

    vi.setSystemTime(T0 + 60_000);
    const wrong = await adminLogin(t.app, user, '000000');
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    // The code of the previous step still counts (typed while it rolled over).
    const previous = await adminLogin(t.app, user, totpCode(secret, Date.now() - 30_000));
    expect(previous.statusCode).toBe(200);
    const reused = await adminLogin(t.app, user, totpCode(secret, Date.now() - 30_000));
    expect(reused.json()).toMatchObject({ code: 'OTP_INVALID' });
    const current = await adminLogin(t.app, user, totpCode(secret, Date.now()));
    expect(current.statusCode).toBe(200);
    const currentAgain = await adminLogin(t.app, user, totpCode(secret, Date.now()));
    expect(currentAgain.json()).toMatchObject({ code: 'OTP_INVALID' });

    // Two steps old, or one step ahead: refused.
    vi.setSystemTime(T0 + 180_000);
    expect((await adminLogin(t.app, user, totpCode(secret, Date.now() - 60_000))).statusCode).toBe(
      401,
    );
    expect((await adminLogin(t.app, user, totpCode(secret, Date.now() + 30_000))).statusCode).toBe(
      401,
    );
    // The code confirmed at set-up was used too.
    vi.setSystemTime(T0);
  });

  it('takes each recovery code once, with or without its dash', async () => {
    const user = await createUser(t.app, { role: 'support' });
    const { codes } = await enableTotp(t.app, user);
    const [first = '', second = ''] = codes;
    expect((await adminLogin(t.app, user, first)).statusCode).toBe(200);
    expect((await adminLogin(t.app, user, first)).json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await adminLogin(t.app, user, second.replace('-', '').toUpperCase())).statusCode).toBe(
      200,
    );
    const stored = await t.app.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.user.id)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(first);
  });

  it('refuses a wrong confirmation code and a second set-up once on', async () => {
    const user = await createUser(t.app, { role: 'catalog' });
    const confirmFirst = await callApi(t.app, 'POST', '/admin/me/totp/confirm', user.token, {
      code: '123456',
    });
    expect(confirmFirst.json()).toMatchObject({ code: 'TOTP_NOT_STARTED' });
    await callApi(t.app, 'POST', '/admin/me/totp', user.token);
    const wrong = await callApi(t.app, 'POST', '/admin/me/totp/confirm', user.token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await adminLogin(t.app, user)).statusCode).toBe(200);
    await enableTotp(t.app, user);
    const again = await callApi(t.app, 'POST', '/admin/me/totp', user.token);
    expect(again.json()).toMatchObject({ code: 'TOTP_ALREADY_ENABLED' });
    const hostile = await callApi(t.app, 'POST', '/admin/me/totp/confirm', user.token, {
      code: 'x'.repeat(9000),
    });
    expect(hostile.statusCode).toBe(400);
  });

  it('counts wrong codes against the sign-in limit', async () => {
    const user = await createUser(t.app, { role: 'manager' });
    await enableTotp(t.app, user);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: user.user.username, password: user.password, otp: '000000' },
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('STAFF_REQUIRE_TOTP=true', () => {
  const t = setupTestApp({ STAFF_REQUIRE_TOTP: 'true' });

  it('lets the first sign-in through and asks for a code on every later one', async () => {
    const user = await createUser(t.app, { role: 'fulfilment' });
    const me = await callApi(t.app, 'GET', '/admin/me', user.token);
    expect(me.json()).toMatchObject({ totp_required: true, totp_enabled: false });
    const later = await adminLogin(t.app, user);
    expect(later.statusCode).toBe(401);
    expect(later.json()).toMatchObject({ code: 'OTP_REQUIRED' });
    const { secret } = await enableTotp(t.app, user);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_000);
    const ok = await adminLogin(t.app, user, totpCode(secret, Date.now()));
    vi.useRealTimers();
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /admin/me/password', () => {
  const t = setupTestApp();

  it('needs the current password and signs out every other session', async () => {
    const user = await createUser(t.app, { role: 'catalog' });
    const other = (await adminLogin(t.app, user)).json<{ access_token: string }>().access_token;
    const wrong = await callApi(t.app, 'POST', '/admin/me/password', user.token, {
      current_password: 'not-my-password',
      new_password: 'a-new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const res = await callApi(t.app, 'POST', '/admin/me/password', user.token, {
      current_password: user.password,
      new_password: 'a-new-password-1',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ access_token: string }>().access_token;
    expect((await callApi(t.app, 'GET', '/admin/me', other)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/admin/me', user.token)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/admin/me', fresh)).statusCode).toBe(200);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.password')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).not.toContain('a-new-password-1');
  });
});

describe('create-admin recovers a locked-out owner', () => {
  const t = setupTestApp();

  it('turns two-factor sign-in off and enables the account when it sets a new password', async () => {
    const owner = await createUser(t.app, { role: 'owner' });
    await enableTotp(t.app, owner);
    await t.app.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', owner.user.id)
      .execute();
    const result = await ensureAdmin(t.app.db, {
      username: owner.user.username,
      email: owner.user.email,
      password: 'recovered-password-1',
    });
    expect(result).toBe('updated');
    const back = await adminLogin(t.app, { ...owner, password: 'recovered-password-1' });
    expect(back.statusCode).toBe(200);
  });
});
