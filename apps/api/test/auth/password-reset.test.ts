import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashLinkToken } from '../../src/lib/link-tokens';
import type { CapturedMail } from '../helpers/smtp-capture';
import {
  bearer,
  createUser,
  nextIp,
  setupTestApp,
  uniqueName,
  type TestUser,
} from '../helpers/test-app';

const REQUESTED = { message: 'If that email is registered, a reset link has been sent' };
const DONE = { message: 'Password has been reset successfully' };
const INVALID = { error: 'Invalid or expired reset link', code: 'INVALID_RESET_LINK' };
const LINK = /http:\/\/shop\.test\/password-reset\/([A-Za-z0-9_-]{43})\b/;

describe('password reset', () => {
  const t = setupTestApp({}, { smtp: true });

  const requestReset = (email: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email } as object,
      remoteAddress: nextIp(),
      headers,
    });
  const reset = (token: string, password: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reset-password/${token}`,
      payload: { password } as object,
      remoteAddress: nextIp(),
    });
  const login = (email: string, password: string, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  /** Requests a link and reads it from the mail the SMTP server received. */
  async function mailedToken(
    { user }: TestUser,
    headers: Record<string, string> = {},
  ): Promise<{ token: string; mail: CapturedMail }> {
    const seen = t.smtp.to(user.email).length;
    const res = await requestReset(user.email, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUESTED);
    await t.app.mailOutbox.runOnce();
    await t.smtp.waitFor(() => t.smtp.to(user.email).length > seen);
    const mail = t.smtp.to(user.email)[seen];
    if (!mail) throw new Error('no mail');
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return { token, mail };
  }

  it('mails a single-use link that sets a new password, ends old sessions and works only once', async () => {
    const shopper = await createUser(t.app);
    const { token, mail } = await mailedToken(shopper);
    expect(mail.subject).toBe('Reset your Mavazi password');
    expect(mail.text).toContain(shopper.user.username);

    // Only the hash is stored, expiring one hour after the request.
    const rows = await t.app.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashLinkToken(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    const lifetime = Date.parse(rows[0]?.expires_at ?? '') - Date.parse(rows[0]?.created_at ?? '');
    expect(lifetime).toBe(3_600_000);

    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DONE);

    expect((await login(shopper.user.email, 'brand-new-password')).statusCode).toBe(200);
    expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(401);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/current_user',
      headers: bearer(shopper.token),
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'another-new-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await login(shopper.user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const shopper = await createUser(t.app);
    const { mail } = await mailedToken(shopper, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(mail.text).toMatch(LINK);
    expect(mail.text).not.toContain('evil.example');
  });

  it('answers an unknown email exactly like a registered one, and mails nothing', async () => {
    const email = `${uniqueName('ghost')}@example.com`;
    const countTokens = async () =>
      (await t.app.db.selectFrom('password_reset_tokens').select('id').execute()).length;
    const tokensBefore = await countTokens();
    const res = await requestReset(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUESTED);
    const queued = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(queued).toEqual([]);
    expect(await countTokens()).toBe(tokensBefore);
  });

  it('matches the email in any letter case', async () => {
    const shopper = await createUser(t.app);
    const seen = t.smtp.to(shopper.user.email).length;
    expect((await requestReset(shopper.user.email.toUpperCase())).statusCode).toBe(200);
    await t.app.mailOutbox.runOnce();
    await t.smtp.waitFor(() => t.smtp.to(shopper.user.email).length > seen);
  });

  it.each([
    ['missing email', undefined],
    ['malformed email', 'not-an-email'],
    ['a number', 42],
  ])('refuses a request with %s with 400, error and details', async (_name, email) => {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    expect(res.json().details).toHaveProperty('email');
  });

  it('kills earlier links of the user when a later one is used', async () => {
    const shopper = await createUser(t.app);
    const first = await mailedToken(shopper);
    const second = await mailedToken(shopper);
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token, 'password-from-second')).statusCode).toBe(200);
    const res = await reset(first.token, 'password-from-first');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect((await login(shopper.user.email, 'password-from-second')).statusCode).toBe(200);
  });

  it('retires a link mailed to an address the account no longer has', async () => {
    const shopper = await createUser(t.app);
    const { token } = await mailedToken(shopper);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(shopper.token),
      payload: {
        username: shopper.user.username,
        email: `moved-${shopper.user.email}`,
        current_password: shopper.password,
      },
    });
    expect(changed.statusCode).toBe(200);
    const res = await reset(token, 'password-via-old-mailbox');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect((await login(`moved-${shopper.user.email}`, shopper.password)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const shopper = await createUser(t.app);
    const { token } = await mailedToken(shopper);
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashLinkToken(token))
      .execute();
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID);
    expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed links', async () => {
    const unknown = await reset(randomBytes(32).toString('base64url'), 'brand-new-password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(INVALID);
    for (const bad of ['short', 'a'.repeat(19), `${'a'.repeat(20)}%2F..`, `${'a'.repeat(30)}!`]) {
      const res = await reset(bad, 'brand-new-password');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`Invalid token: ${INVALID.error}`);
      expect(res.json().details).toHaveProperty('token');
    }
  });

  it.each([
    ['missing', undefined],
    ['too short', 'short'],
    ['over 128 characters', 'p'.repeat(129)],
  ])('refuses a %s new password with 400 and keeps the link usable', async (_name, password) => {
    const shopper = await createUser(t.app);
    const { token } = await mailedToken(shopper);
    const res = await reset(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('password');
    expect((await login(shopper.user.email, shopper.password)).statusCode).toBe(200);
    expect((await reset(token, 'a-good-password')).statusCode).toBe(200);
  });

  it('lets only one of two parallel uses of a link succeed', async () => {
    const shopper = await createUser(t.app);
    const { token } = await mailedToken(shopper);
    const results = await Promise.all([
      reset(token, 'parallel-password-a'),
      reset(token, 'parallel-password-b'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'parallel-password-a' : 'parallel-password-b';
    expect((await login(shopper.user.email, winner)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('token_version')
      .where('id', '=', shopper.user.id)
      .executeTakeFirstOrThrow();
    expect(row.token_version).toBe(1);
  });

  it('lifts a sign-in lockout of the account once the password is reset', async () => {
    const shopper = await createUser(t.app);
    // The owner's own mistakes, from the owner's own address.
    const ip = nextIp();
    for (let i = 0; i <= t.config.rateLimits.loginPerAccountAddress.max; i += 1)
      await login(shopper.user.email, 'wrong-password', ip);
    expect((await login(shopper.user.email, shopper.password, ip)).statusCode).toBe(429);
    const { token } = await mailedToken(shopper);
    expect((await reset(token, 'fresh-password-1')).statusCode).toBe(200);
    expect((await login(shopper.user.email, 'fresh-password-1', ip)).statusCode).toBe(200);
  });
});
