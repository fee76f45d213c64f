import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, hasPermission } from '@mavazi/shared/staff';
import {
  NEWSLETTER_CHECK_MAIL_TEXT,
  NEWSLETTER_CONFIRMED_TEXT,
  NEWSLETTER_UNSUBSCRIBED_TEXT,
} from '@mavazi/shared/newsletter.schemas';
import { attack } from '../helpers/attacks';
import {
  bearer,
  createUser,
  createUsersOnce,
  nextIp,
  setupTestApp,
  TEST_PASSWORD,
  uniqueName,
} from '../helpers/test-app';

describe('newsletter: double opt-in, one-click unsubscribe, subscribers for owners and managers', () => {
  const t = setupTestApp({
    RATE_LIMIT_NEWSLETTER_PER_ADDRESS: '4/1h',
    RATE_LIMIT_NEWSLETTER_PER_EMAIL: '2/1h',
  });
  const staff = createUsersOnce(t, {
    owner: { role: 'owner' },
    manager: { role: 'manager' },
    catalog: { role: 'catalog' },
    fulfilment: { role: 'fulfilment' },
    support: { role: 'support' },
  });

  const subscribe = (payload: unknown, ip = nextIp()) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: payload as object,
      remoteAddress: ip,
    });
  const post = (path: 'confirm' | 'unsubscribe', token: string) =>
    attack(t.app, { method: 'POST', url: `/api/newsletter/${path}`, payload: { token } });
  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const rowOf = (email: string) =>
    t.app.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
  const linkIn = (text: string, page: 'confirm' | 'unsubscribe') => {
    const m = new RegExp(`/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text);
    if (!m?.[1]) throw new Error(`no ${page} link in: ${text}`);
    return m[1];
  };
  const email = () => `${uniqueName('news')}@example.com`;

  it('mails a confirmation link; confirming stamps consent and mails an unsubscribe link', async () => {
    const address = email();
    const res = await subscribe({ email: address.toUpperCase(), language: 'sw' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL_TEXT });
    const pending = await rowOf(address);
    expect(pending).toMatchObject({ status: 'pending', language: 'sw', consented_at: null });
    const [confirmMail] = await mailsTo(address);
    expect(confirmMail?.subject).toBe('Thibitisha kujiunga na jarida la Mavazi');
    const token = linkIn(confirmMail?.text_body ?? '', 'confirm');
    // Only the hash is kept.
    expect(JSON.stringify(pending)).not.toContain(token);

    const confirmed = await post('confirm', token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_CONFIRMED_TEXT });
    const row = await rowOf(address);
    expect(row?.status).toBe('subscribed');
    expect(Date.parse(row?.consented_at ?? '')).not.toBeNaN();

    // Single use: the same link again is refused.
    const replay = await post('confirm', token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('INVALID_NEWSLETTER_LINK');

    const welcome = (await mailsTo(address))[1];
    expect(welcome?.subject).toBe('Umejiunga na jarida la Mavazi');
    const unsubscribe = linkIn(welcome?.text_body ?? '', 'unsubscribe');
    const out = await post('unsubscribe', unsubscribe);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED_TEXT });
    const after = await rowOf(address);
    expect(after?.status).toBe('unsubscribed');
    // A second click (mail scanners follow links) answers the same and keeps the first time.
    const again = await post('unsubscribe', unsubscribe);
    expect(again.statusCode).toBe(200);
    expect((await rowOf(address))?.unsubscribed_at).toBe(after?.unsubscribed_at);
  });

  it('answers the same for an address already subscribed and mails it nothing', async () => {
    const address = email();
    await subscribe({ email: address });
    const [first] = await mailsTo(address);
    await post('confirm', linkIn(first?.text_body ?? '', 'confirm'));
    const before = await mailsTo(address);
    const res = await subscribe({ email: address });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL_TEXT });
    expect(await mailsTo(address)).toHaveLength(before.length);
    expect((await rowOf(address))?.status).toBe('subscribed');
  });

  it('refuses wrong, expired and superseded links', async () => {
    const address = email();
    await subscribe({ email: address });
    const old = linkIn((await mailsTo(address))[0]?.text_body ?? '', 'confirm');
    await subscribe({ email: address });
    const fresh = linkIn((await mailsTo(address))[1]?.text_body ?? '', 'confirm');
    expect((await post('confirm', old)).statusCode).toBe(400);

    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', address)
      .execute();
    const expired = await post('confirm', fresh);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('INVALID_NEWSLETTER_LINK');
    expect((await rowOf(address))?.status).toBe('pending');

    for (const token of ['x'.repeat(43), 'short', 'a'.repeat(5000), '../../etc/passwd']) {
      const res = await post('unsubscribe', token);
      expect(res.statusCode).toBe(400);
    }
    // A confirmation token is not an unsubscribe token.
    expect((await post('unsubscribe', fresh)).statusCode).toBe(400);
  });

  it('refuses bad and oversized input without a trace', async () => {
    const bodies = [
      {},
      { email: 'not-an-email' },
      { email: `${'a'.repeat(300)}@example.com` },
      { email: email(), language: 'fr' },
      { email: ['a@example.com'] },
    ];
    for (const body of bodies) {
      const res = await subscribe(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await mailsTo('not-an-email')).toHaveLength(0);
  });

  it('limits per client address (429) and per address typed in (same answer, no mail)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1)
      expect((await subscribe({ email: email() }, ip)).statusCode).toBe(202);
    const over = await subscribe({ email: email() }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();

    const address = email();
    for (let i = 0; i < 4; i += 1) {
      const res = await subscribe({ email: address });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL_TEXT });
    }
    expect(await mailsTo(address)).toHaveLength(2);
  });

  it('lists subscribers and exports them as CSV for owners and managers only', async () => {
    const address = email();
    await subscribe({ email: address });
    for (const role of STAFF_ROLES) {
      const token = staff[role].token;
      const list = await attack(t.app, {
        method: 'GET',
        url: '/api/admin/subscribers?status=pending&limit=100',
        headers: bearer(token),
      });
      const csv = await attack(t.app, {
        method: 'GET',
        url: '/api/admin/subscribers/export.csv',
        headers: bearer(token),
      });
      if (hasPermission(role, 'marketing.read')) {
        expect(list.statusCode, role).toBe(200);
        expect(Number(list.headers['x-total-count'])).toBeGreaterThan(0);
        const rows = list.json<Array<Record<string, unknown>>>();
        expect(rows.some((r) => r.email === address)).toBe(true);
        expect(rows.every((r) => r.status === 'pending')).toBe(true);
        expect(JSON.stringify(rows)).not.toContain('token');
        expect(csv.statusCode).toBe(200);
        expect(csv.headers['content-type']).toContain('text/csv');
        expect(csv.body.split('\n')[0]).toBe(
          'email,status,language,consented_at,unsubscribed_at,created_at',
        );
        expect(csv.body).toContain(address);
      } else {
        expect(list.statusCode, role).toBe(403);
        expect(list.json().code).toBe('FORBIDDEN_ROLE');
        expect(csv.statusCode, role).toBe(403);
        expect(csv.body).not.toContain(address);
      }
    }
    expect(['owner', 'manager'].every((r) => hasPermission(r as 'owner', 'marketing.read'))).toBe(
      true,
    );
    const shopper = await createUser(t.app);
    for (const headers of [bearer(shopper.token), {}]) {
      const res = await attack(t.app, { method: 'GET', url: '/api/admin/subscribers', headers });
      expect([401, 403]).toContain(res.statusCode);
    }
    const bad = await attack(t.app, {
      method: 'GET',
      url: '/api/admin/subscribers?limit=101&status=everyone',
      headers: bearer(staff.owner.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('quotes a formula-looking address in the CSV', async () => {
    const address = `+cmd${uniqueName('x')}@example.com`;
    expect((await subscribe({ email: address })).statusCode).toBe(202);
    const csv = await attack(t.app, {
      method: 'GET',
      url: '/api/admin/subscribers/export.csv',
      headers: bearer(staff.manager.token),
    });
    expect(csv.body).toContain(`'${address}`);
    expect(csv.body).not.toMatch(new RegExp(`^\\+cmd`, 'm'));
  });

  it("includes the subscription in the shopper's export and erases it with the account", async () => {
    const shopper = await createUser(t.app);
    await subscribe({ email: shopper.user.email });
    await post(
      'confirm',
      linkIn((await mailsTo(shopper.user.email))[0]?.text_body ?? '', 'confirm'),
    );
    const exported = await attack(t.app, {
      method: 'GET',
      url: '/api/me/export',
      headers: bearer(shopper.token),
    });
    expect(exported.statusCode).toBe(200);
    const newsletter = exported.json<{ newsletter: Array<Record<string, unknown>> }>().newsletter;
    expect(newsletter).toEqual([
      expect.objectContaining({ email: shopper.user.email, status: 'subscribed' }),
    ]);
    expect(JSON.stringify(newsletter)).not.toContain('hash');

    const other = await createUser(t.app);
    const otherExport = await attack(t.app, {
      method: 'GET',
      url: '/api/me/export',
      headers: bearer(other.token),
    });
    expect(otherExport.json().newsletter).toEqual([]);

    const erased = await attack(t.app, {
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(shopper.token),
      payload: { password: TEST_PASSWORD },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rowOf(shopper.user.email)).toBeUndefined();
  });
});
