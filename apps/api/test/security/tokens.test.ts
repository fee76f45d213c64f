import { describe, expect, it } from 'vitest';
import { attack, claimsFor, decodeJwtPart, expectRefused, forgeJwt } from '../helpers/attacks';
import {
  bearer,
  createUser,
  createUsersOnce,
  nextIp,
  setupTestApp,
  signIn,
  TEST_JWT_SECRET,
} from '../helpers/test-app';

// ASVS V7 (session management) and V9 (self-contained tokens); Juice Shop "Unsigned JWT",
// "Forged Signed JWT", "Weird Crypto".

const HS256 = { alg: 'HS256', typ: 'JWT' };

describe('forged and stale access tokens', () => {
  const t = setupTestApp();
  const { shopper, admin } = createUsersOnce(t, { shopper: {}, admin: { admin: true } });

  const currentUser = (token: string) =>
    attack(t.app, { method: 'GET', url: '/api/current_user', headers: bearer(token) });
  const adminUsers = (token: string) =>
    attack(t.app, { method: 'GET', url: '/api/admin/users', headers: bearer(token) });

  const tokenVersion = async (id: number) =>
    (
      await t.app.db
        .selectFrom('users')
        .select('token_version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).token_version;

  async function expectRejected(token: string) {
    expectRefused(await currentUser(token), [401]);
    expectRefused(await adminUsers(token), [401]);
  }

  it('accepts a token built by hand with the real secret (so the forgeries below fail for their flaw alone)', async () => {
    const adminVersion = await tokenVersion(admin.user.id);
    const own = forgeJwt(
      HS256,
      claimsFor(admin.user.id, { ver: adminVersion, aud: 'admin' }),
      TEST_JWT_SECRET,
    );
    expect((await currentUser(own)).statusCode).toBe(200);
    expect((await adminUsers(own)).statusCode).toBe(200);
    // And the real tokens carry exactly these claims.
    expect(Object.keys(decodeJwtPart(admin.token, 1)).sort()).toEqual([
      'aud',
      'exp',
      'iat',
      'jti',
      'sub',
      'ver',
    ]);
    expect(decodeJwtPart(admin.token, 0)).toMatchObject({ alg: 'HS256' });
  });

  it('keeps the audiences apart: only an admin token opens admin routes, both open shopper routes', async () => {
    expect(decodeJwtPart(admin.token, 1).aud).toBe('admin');
    expect(decodeJwtPart(shopper.token, 1).aud).toBe('shop');
    const adminVersion = await tokenVersion(admin.user.id);
    // A shop token of the admin account (or one from before tokens had an audience) is a shopper session.
    for (const aud of ['shop', undefined]) {
      const token = forgeJwt(
        HS256,
        claimsFor(admin.user.id, { ver: adminVersion, aud }),
        TEST_JWT_SECRET,
      );
      expect((await currentUser(token)).statusCode).toBe(200);
      const refused = await adminUsers(token);
      expectRefused(refused, [403]);
      expect(refused.json()).toEqual({ error: 'Admin access required', code: 'FORBIDDEN' });
    }
    // Audiences the shop never issues are refused outright.
    for (const aud of ['root', ['admin', 'shop'], 1]) {
      const token = forgeJwt(
        HS256,
        claimsFor(admin.user.id, { ver: adminVersion, aud }),
        TEST_JWT_SECRET,
      );
      await expectRejected(token);
    }
  });

  it('gives an account made admin after signing in at /login no way into the admin area with that token', async () => {
    const later = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', later.user.id)
      .execute();
    expectRefused(await adminUsers(later.token), [403]);
    expect((await currentUser(later.token)).statusCode).toBe(200);
  });

  it('refuses an unsigned alg:none token (any spelling)', async () => {
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      await expectRejected(forgeJwt({ alg, typ: 'JWT' }, claimsFor(admin.user.id), undefined));
      // Some libraries accept none with a signature part left in.
      const withSig = forgeJwt(HS256, claimsFor(admin.user.id), TEST_JWT_SECRET).split('.');
      const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
      await expectRejected(`${header}.${withSig[1]}.${withSig[2]}`);
    }
  });

  it('refuses other algorithms even when signed with the real secret (HS512, RS256/ES256 key confusion)', async () => {
    await expectRejected(
      forgeJwt({ alg: 'HS512', typ: 'JWT' }, claimsFor(admin.user.id), TEST_JWT_SECRET, 'sha512'),
    );
    await expectRejected(
      forgeJwt({ alg: 'HS384', typ: 'JWT' }, claimsFor(admin.user.id), TEST_JWT_SECRET),
    );
    for (const alg of ['RS256', 'ES256', 'PS256']) {
      await expectRejected(
        forgeJwt({ alg, typ: 'JWT' }, claimsFor(admin.user.id), TEST_JWT_SECRET),
      );
    }
  });

  it('refuses tokens signed with guessed secrets', async () => {
    for (const secret of [
      'secret',
      '',
      'password',
      'changeme',
      'mavazi',
      'jwt-secret',
      'your-256-bit-secret',
    ]) {
      await expectRejected(forgeJwt(HS256, claimsFor(admin.user.id), secret));
    }
  });

  it('refuses a real token with edited claims and the old signature', async () => {
    const [header, payload, signature] = shopper.token.split('.');
    const claims = decodeJwtPart(shopper.token, 1);
    for (const edit of [
      { sub: String(admin.user.id) },
      { ver: 99 },
      { exp: Number(claims.exp) + 86_400 },
      { is_admin: true },
    ]) {
      const edited = Buffer.from(JSON.stringify({ ...claims, ...edit })).toString('base64url');
      expect(edited).not.toBe(payload);
      await expectRejected(`${header}.${edited}.${signature}`);
    }
    // A signature taken from another token does not carry over either.
    await expectRejected(`${header}.${payload}.${admin.token.split('.')[2]}`);
    expect((await currentUser(shopper.token)).statusCode).toBe(200);
  });

  it('refuses expired tokens, tokens without exp, jti or sub, and tokens of unknown users', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRejected(
      forgeJwt(
        HS256,
        claimsFor(shopper.user.id, { iat: now - 7200, exp: now - 60 }),
        TEST_JWT_SECRET,
      ),
    );
    for (const missing of ['exp', 'jti', 'sub', 'iat'] as const) {
      const claims = claimsFor(shopper.user.id);
      delete claims[missing];
      await expectRejected(forgeJwt(HS256, claims, TEST_JWT_SECRET));
    }
    await expectRejected(
      forgeJwt(HS256, claimsFor(shopper.user.id, { ver: undefined }), TEST_JWT_SECRET),
    );
    await expectRejected(forgeJwt(HS256, claimsFor(999_999), TEST_JWT_SECRET));
    await expectRejected(
      forgeJwt(HS256, { ...claimsFor(shopper.user.id), sub: 'admin' }, TEST_JWT_SECRET),
    );
    await expectRejected(
      forgeJwt(
        HS256,
        { ...claimsFor(shopper.user.id), sub: `${shopper.user.id} OR 1=1` },
        TEST_JWT_SECRET,
      ),
    );
  });

  it('refuses malformed Authorization headers and tokens outside the header', async () => {
    for (const authorization of [
      `Basic ${Buffer.from('admin:admin').toString('base64')}`,
      'Bearer',
      'Bearer ',
      `Bearer ${shopper.token} extra`,
      `Token ${shopper.token}`,
      'Bearer a.b.c',
      'Bearer ...',
      `Bearer ${'A'.repeat(8000)}`,
    ]) {
      expectRefused(
        await attack(t.app, {
          method: 'GET',
          url: '/api/current_user',
          headers: { authorization },
        }),
        [401],
      );
    }
    expectRefused(
      await attack(t.app, {
        method: 'GET',
        url: `/api/current_user?access_token=${shopper.token}`,
      }),
      [401],
    );
    expectRefused(
      await attack(t.app, {
        method: 'GET',
        url: '/api/current_user',
        headers: { cookie: `access_token=${shopper.token}` },
      }),
      [401],
    );
  });
});

describe('token lifecycle', () => {
  const t = setupTestApp();

  const currentUser = (token: string) =>
    attack(t.app, { method: 'GET', url: '/api/current_user', headers: bearer(token) });

  it('ends a token at logout: it cannot be used again, not even to log out twice', async () => {
    const shopper = await createUser(t.app);
    const other = await signIn(t.app, shopper.user.email, shopper.password);
    expect(
      (
        await attack(t.app, {
          method: 'DELETE',
          url: '/api/logout',
          headers: bearer(shopper.token),
        })
      ).statusCode,
    ).toBe(200);
    expectRefused(await currentUser(shopper.token), [401]);
    expectRefused(
      await attack(t.app, { method: 'DELETE', url: '/api/logout', headers: bearer(shopper.token) }),
      [401],
    );
    expectRefused(
      await attack(t.app, {
        method: 'POST',
        url: '/api/support/ticket',
        headers: bearer(shopper.token),
        payload: { subject: 'after logout', message: 'should not be stored' },
      }),
      [401],
    );
    // Only that token: another session of the same user goes on.
    expect((await currentUser(other)).statusCode).toBe(200);
  });

  it('ends every token of the user at a password reset, and the link works once', async () => {
    const shopper = await createUser(t.app);
    const second = await signIn(t.app, shopper.user.email, shopper.password);
    const requested = await attack(t.app, {
      method: 'POST',
      url: '/api/request-reset-password',
      payload: { email: shopper.user.email },
      remoteAddress: nextIp(),
    });
    expect(requested.statusCode).toBe(200);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', shopper.user.email)
      .executeTakeFirstOrThrow();
    const resetToken = /\/password-reset\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    expect(resetToken).toBeTruthy();

    const reset = () =>
      attack(t.app, {
        method: 'POST',
        url: `/api/reset-password/${resetToken}`,
        payload: { password: 'a-brand-new-password' },
      });
    expect((await reset()).statusCode).toBe(200);
    expectRefused(await currentUser(shopper.token), [401]);
    expectRefused(await currentUser(second), [401]);
    expectRefused(await reset(), [400]);
    const fresh = await signIn(t.app, shopper.user.email, 'a-brand-new-password');
    expect((await currentUser(fresh)).statusCode).toBe(200);
  });

  it('reads admin rights from the database on every request: a demoted admin gets 403 at once', async () => {
    const admin = await createUser(t.app, { admin: true });
    const adminUsers = () =>
      attack(t.app, { method: 'GET', url: '/api/admin/users', headers: bearer(admin.token) });
    expect((await adminUsers()).statusCode).toBe(200);

    await t.app.db
      .updateTable('users')
      .set({ is_admin: 0 })
      .where('id', '=', admin.user.id)
      .execute();
    expectRefused(await adminUsers(), [403]);
    const write = await attack(t.app, {
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin.token),
      payload: {
        name: 'Sneaky',
        description: 'x',
        imageUrl: '/images/a.png',
        price: 1,
        inventory: 1,
        category: 'Men',
      },
    });
    expectRefused(write, [403]);
    expect(await t.app.db.selectFrom('products').select('id').execute()).toEqual([]);
    // The token itself is still a valid shopper session.
    expect((await currentUser(admin.token)).statusCode).toBe(200);

    await t.app.db
      .updateTable('users')
      .set({ is_admin: 1 })
      .where('id', '=', admin.user.id)
      .execute();
    expect((await adminUsers()).statusCode).toBe(200);
  });
});
