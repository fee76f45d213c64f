import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { attack } from '../helpers/attacks';
import { createProduct, postCheckout, registrationBody } from '../helpers/fixtures';
import {
  bearer,
  freshDatabase,
  migrateOnly,
  nextIp,
  setupTestApp,
  signIn,
  TEST_PASSWORD,
} from '../helpers/test-app';

// Issue 22 item 13: the shop must not mail text a stranger typed to an address they do not own.

const LINK = /http:\/\/shop\.test\/verify-email\?token=([A-Za-z0-9_-]{43})\b/;

describe('email verification', () => {
  const t = setupTestApp({ RATE_LIMIT_VERIFY_EMAIL_PER_ACCOUNT: '2/1h' });

  const mailTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const lastLink = async (email: string) => {
    const links = (await mailTo(email)).flatMap((m) => LINK.exec(m.text_body)?.[1] ?? []);
    return links.at(-1) ?? '';
  };
  const verify = (token: unknown) =>
    attack(t.app, { method: 'POST', url: '/api/verify-email', payload: { token } });
  const register = async () => {
    const body = registrationBody();
    const res = await attack(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: body,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.email_verified).toBe(false);
    return { ...body, token: await signIn(t.app, body.email, TEST_PASSWORD) };
  };
  const me = async (token: string) =>
    (
      await attack(t.app, { method: 'GET', url: '/api/current_user', headers: bearer(token) })
    ).json();

  it('mails a single-use link on sign-up that verifies the address', async () => {
    const shopper = await register();
    const token = await lastLink(shopper.email);
    expect(token).not.toBe('');
    const stored = await t.app.db
      .selectFrom('email_verification_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your email address is verified', email_verified: true });
    expect((await me(shopper.token)).email_verified).toBe(true);
    // Once only.
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_VERIFICATION_LINK');
  });

  it('refuses forged, malformed and expired links', async () => {
    const shopper = await register();
    for (const token of ['x'.repeat(43), 'short', '../../etc/passwd', 42, null]) {
      const res = await verify(token);
      expect(res.statusCode, String(token)).toBe(400);
    }
    await t.app.db
      .updateTable('email_verification_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await verify(await lastLink(shopper.email))).statusCode).toBe(400);
    expect((await me(shopper.token)).email_verified).toBe(false);
  });

  it("keeps a stranger's typed address out of mail to an unverified address", async () => {
    const stranger = await register();
    const product = await createProduct(t.app, { price: 500, inventory: 5 });
    const hostile = 'Claim your prize at evil.example now';
    const res = await postCheckout(t.app, stranger.token, {
      items: [{ product_id: product.id, quantity: 1, price: 500 }],
      total_amount: 500,
      shipping_address: hostile,
      payment_method: 'cash_on_delivery',
    });
    expect(res.statusCode, res.body).toBe(201);
    const mails = await mailTo(stranger.email);
    expect(mails.some((m) => m.subject.includes('confirmed'))).toBe(true);
    for (const mail of mails) {
      expect(mail.text_body).not.toContain('evil.example');
      expect(mail.subject).not.toContain('evil.example');
    }
    // Once verified, the shopper's own mail shows the address again.
    expect((await verify(await lastLink(stranger.email))).statusCode).toBe(200);
    const notice = await attack(t.app, {
      method: 'POST',
      url: `/api/notify-order-status/${res.json().order.id}`,
      headers: bearer(stranger.token),
    });
    expect(notice.statusCode, notice.body).toBeLessThan(300);
    expect((await mailTo(stranger.email)).at(-1)?.text_body).toContain(hostile);
  });

  it('makes a changed address unverified and mails it its own link', async () => {
    const shopper = await register();
    expect((await verify(await lastLink(shopper.email))).statusCode).toBe(200);
    const oldLink = await lastLink(shopper.email);
    const moved = `moved-${shopper.username}@example.com`;
    const res = await attack(t.app, {
      method: 'PUT',
      url: '/api/update_user',
      headers: bearer(shopper.token),
      payload: { username: shopper.username, email: moved, current_password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email_verified).toBe(false);
    // A link mailed to the old address cannot verify the new one.
    expect((await verify(oldLink)).statusCode).toBe(400);
    expect((await verify(await lastLink(moved))).statusCode).toBe(200);
    expect((await me(shopper.token)).email_verified).toBe(true);
  });

  it('sends again on request, rate limited per account, for signed-in users only', async () => {
    const shopper = await register();
    const resend = (token?: string) =>
      attack(t.app, {
        method: 'POST',
        url: '/api/verify-email/resend',
        headers: token ? bearer(token) : {},
      });
    expect((await resend()).statusCode).toBe(401);
    const first = await lastLink(shopper.email);
    const res = await resend(shopper.token);
    expect(res.statusCode, res.body).toBe(200);
    const second = await lastLink(shopper.email);
    expect(second).not.toBe(first);
    // The newest link replaces the earlier ones.
    expect((await verify(first)).statusCode).toBe(400);
    expect((await resend(shopper.token)).statusCode).toBe(200);
    const limited = await resend(shopper.token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('existing accounts when verification arrives (decision 024)', () => {
  it('start unverified, staff verified', async () => {
    const { handle, dispose } = await freshDatabase();
    try {
      await migrateOnly(handle, (name) => name < '013');
      const now = new Date().toISOString();
      for (const [username, admin] of [
        ['old-shopper', false],
        ['old-admin', true],
      ] as const) {
        await sql`insert into users (username, email, password_hash, is_admin, created_at, updated_at)
          values (${username}, ${`${username}@example.com`}, 'x', ${sql.raw(
            handle.dialect === 'postgres' ? String(admin) : admin ? '1' : '0',
          )}, ${now}, ${now})`.execute(handle.db);
      }
      await migrateToLatest(handle);
      const rows = await handle.db
        .selectFrom('users')
        .select(['username', 'email_verified'])
        .orderBy('username')
        .execute();
      expect(rows).toEqual([
        { username: 'old-admin', email_verified: 1 },
        { username: 'old-shopper', email_verified: 0 },
      ]);
    } finally {
      await dispose();
    }
  });
});
