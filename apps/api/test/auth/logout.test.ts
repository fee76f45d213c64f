import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createAuthHousekeeping } from '../../src/modules/accounts/auth-housekeeping';
import { bearer, createUser, setupTestApp, signIn } from '../helpers/test-app';

describe('DELETE /logout', () => {
  const t = setupTestApp();

  const logout = (token?: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/logout', headers: token ? bearer(token) : {} });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/current_user', headers: bearer(token) });

  it('answers 200 and the same token stops working at once; other sessions keep working', async () => {
    const shopper = await createUser(t.app);
    const otherSession = await signIn(t.app, shopper.user.email, shopper.password);
    const res = await logout(shopper.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect((await me(shopper.token)).statusCode).toBe(401);
    expect((await logout(shopper.token)).statusCode).toBe(401);
    expect((await me(otherSession)).statusCode).toBe(200);
  });

  it('keeps the revocation in the database until the token would expire, so a restart does not undo it', async () => {
    const shopper = await createUser(t.app);
    const [, payload] = shopper.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      jti: string;
      exp: number;
    };
    expect((await logout(shopper.token)).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('revoked_tokens')
      .selectAll()
      .where('jti', '=', claims.jti)
      .executeTakeFirst();
    expect(row?.expires_at).toBe(new Date(claims.exp * 1000).toISOString());

    // A second server process on the same database (a restart, or another instance).
    const restarted = await buildApp(t.config, { startMailWorker: false });
    try {
      const res = await restarted.inject({
        method: 'GET',
        url: '/api/current_user',
        headers: bearer(shopper.token),
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await logout();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('error');
    expect((await logout('not.a.token')).statusCode).toBe(401);
  });

  it('works for an admin token too', async () => {
    const admin = await createUser(t.app, { admin: true });
    expect((await logout(admin.token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(401);
  });

  it('purges expired revocations, ended rate-limit windows and long-expired reset tokens, at most once per interval', async () => {
    const shopper = await createUser(t.app);
    const past = new Date(Date.now() - 60_000).toISOString();
    const longAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const expiredJti = randomUUID();
    const liveJti = randomUUID();
    await t.app.db
      .insertInto('revoked_tokens')
      .values([
        { jti: expiredJti, expires_at: past },
        { jti: liveJti, expires_at: future },
      ])
      .execute();
    await t.app.db
      .insertInto('rate_limits')
      .values([
        { key: 'test:ended', hits: 3, reset_at: past },
        { key: 'test:live', hits: 3, reset_at: future },
      ])
      .execute();
    await t.app.db
      .insertInto('password_reset_tokens')
      .values([
        {
          user_id: shopper.user.id,
          token_hash: `stale-${randomUUID()}`,
          expires_at: longAgo,
          used_at: null,
          created_at: longAgo,
        },
        {
          user_id: shopper.user.id,
          token_hash: `recent-${randomUUID()}`,
          expires_at: past,
          used_at: null,
          created_at: past,
        },
      ])
      .execute();

    const purgeIfDue = createAuthHousekeeping(t.app.db, t.app.log, 60_000);
    expect(await purgeIfDue()).toBe(true);
    expect(await purgeIfDue()).toBe(false);

    const jtis = (await t.app.db.selectFrom('revoked_tokens').select('jti').execute()).map(
      (r) => r.jti,
    );
    expect(jtis).toContain(liveJti);
    expect(jtis).not.toContain(expiredJti);
    const keys = (await t.app.db.selectFrom('rate_limits').select('key').execute()).map(
      (r) => r.key,
    );
    expect(keys).toContain('test:live');
    expect(keys).not.toContain('test:ended');
    const tokens = await t.app.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('user_id', '=', shopper.user.id)
      .execute();
    expect(tokens.map((r) => r.token_hash.split('-')[0])).toEqual(['recent']);
  });
});
