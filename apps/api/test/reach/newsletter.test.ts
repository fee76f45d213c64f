import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, hasPermission } from '@mavazi/shared/staff';
import {
  NEWSLETTER_CHECK_MAIL_TEXT,
  NEWSLETTER_CONFIRMED_TEXT,
  NEWSLETTER_UNSUBSCRIBED_TEXT,
} from '@mavazi/shared/newsletter.schemas';
import { CSV_PAGE_SIZE } from '../../src/modules/newsletter/newsletter.service';
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
    const path =
      page === 'confirm' ? '/newsletter/confirm' : '/api/newsletter/one-click-unsubscribe';
    const m = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
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

  it('keeps the live link of a pending address when anyone asks again', async () => {
    const address = email();
    await subscribe({ email: address });
    const first = linkIn((await mailsTo(address))[0]?.text_body ?? '', 'confirm');
    const before = await rowOf(address);
    for (const body of [{ email: address }, { email: address.toUpperCase(), language: 'sw' }]) {
      const again = await subscribe(body);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL_TEXT });
    }
    // Nothing changed: no second mail, the same link, the same language.
    expect(await mailsTo(address)).toHaveLength(1);
    expect(await rowOf(address)).toEqual(before);
    const confirmed = await post('confirm', first);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const subscribed = await rowOf(address);
    expect(subscribed?.status).toBe('subscribed');

    // Asking again once subscribed changes neither the consent nor its time.
    expect((await subscribe({ email: address, language: 'sw' })).statusCode).toBe(202);
    expect(await rowOf(address)).toEqual(subscribed);
  });

  it('mails a new link once the pending one has expired, and only the new one works', async () => {
    const address = email();
    await subscribe({ email: address });
    const old = linkIn((await mailsTo(address))[0]?.text_body ?? '', 'confirm');
    await t.app.db
      .updateTable('newsletter_subscribers')
      .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', address)
      .execute();
    await subscribe({ email: address });
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    const fresh = linkIn(mails[1]?.text_body ?? '', 'confirm');
    expect(fresh).not.toBe(old);
    expect((await post('confirm', old)).statusCode).toBe(400);
    expect((await post('confirm', fresh)).statusCode).toBe(200);
  });

  it('refuses wrong, expired and superseded links', async () => {
    const address = email();
    await subscribe({ email: address });
    const fresh = linkIn((await mailsTo(address))[0]?.text_body ?? '', 'confirm');

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

  it('unsubscribes with one click, no sign-in and no script: a plain page, RFC 8058 POST, idempotent', async () => {
    const address = email();
    await subscribe({ email: address, language: 'sw' });
    await post('confirm', linkIn((await mailsTo(address))[0]?.text_body ?? '', 'confirm'));
    const welcome = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = linkIn(welcome.text_body, 'unsubscribe');
    // The header carries the same link as the text.
    expect(welcome.list_unsubscribe_url).toBe(
      `${t.config.publicUrl}/api/newsletter/one-click-unsubscribe?token=${token}`,
    );
    const url = `/api/newsletter/one-click-unsubscribe?token=${token}`;

    // Opening the link (a person, or a mail scanner) shows a form and changes nothing.
    const page = await attack(t.app, { method: 'GET', url });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain('<html lang="sw">');
    expect(page.body).toContain(`<form method="post" action="${url}">`);
    expect(page.body).toContain(address);
    expect(page.body).not.toContain('<script');
    expect((await rowOf(address))?.status).toBe('subscribed');

    // The mail client's one-click POST (RFC 8058), then the page's button: the first time is kept.
    const oneClick = await attack(t.app, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.headers['content-type']).toContain('text/html');
    expect(oneClick.body).toContain('role="status"');
    const out = await rowOf(address);
    expect(out?.status).toBe('unsubscribed');
    const boundary = 'x-mavazi-test';
    const multipart = await attack(t.app, {
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const bare = await attack(t.app, { method: 'POST', url });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(await rowOf(address)).toEqual(out);

    // Unknown, hostile and oversized links: a plain 400 page that echoes nothing.
    for (const bad of ['x'.repeat(43), '<script>alert(1)</script>', '']) {
      const badUrl = `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(bad)}`;
      for (const method of ['GET', 'POST'] as const) {
        const res = await attack(t.app, { method, url: badUrl });
        expect(res.statusCode, `${method} ${bad}`).toBe(400);
        expect(res.body).toContain('role="alert"');
        expect(res.body).not.toContain('<script>');
      }
    }
    const huge = await attack(t.app, {
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${'a'.repeat(5000)}`,
    });
    expect(huge.statusCode).toBe(400);
    const bigBody = await attack(t.app, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=${'a'.repeat(5000)}`,
    });
    expect([400, 413]).toContain(bigBody.statusCode);
    // A confirmation-style token of someone else is not an unsubscribe link.
    const other = email();
    await subscribe({ email: other });
    const confirmToken = linkIn((await mailsTo(other))[0]?.text_body ?? '', 'confirm');
    const wrong = await attack(t.app, {
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${confirmToken}`,
    });
    expect(wrong.statusCode).toBe(400);
    expect((await rowOf(other))?.status).toBe('pending');
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

    // Each request finds the previous link expired, so only the per-address limit stops the mails.
    const address = email();
    for (let i = 0; i < 4; i += 1) {
      const res = await subscribe({ email: address });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL_TEXT });
      await t.app.db
        .updateTable('newsletter_subscribers')
        .set({ confirm_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', address)
        .execute();
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

  it('streams the CSV a page at a time: every address across pages, oldest first', async () => {
    const prefix = uniqueName('bulk');
    const now = new Date().toISOString();
    const count = CSV_PAGE_SIZE * 2 + 3;
    const rows = Array.from({ length: count }, (_, i) => ({
      email: `${prefix}-${String(i).padStart(5, '0')}@example.com`,
      status: 'unsubscribed' as const,
      language: 'en',
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.app.db
        .insertInto('newsletter_subscribers')
        .values(rows.slice(i, i + 200))
        .execute();
    const csv = await attack(t.app, {
      method: 'GET',
      url: '/api/admin/subscribers/export.csv?status=unsubscribed',
      headers: bearer(staff.owner.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\n').filter((l) => l.startsWith(prefix));
    expect(lines.map((l) => l.split(',')[0])).toEqual(rows.map((r) => r.email));
    expect(csv.body).not.toContain(',pending,');
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
