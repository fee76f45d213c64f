import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/mail/outbox.repository';
import { attack } from '../helpers/attacks';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

// Issue 22 item 10: /api/health must not write for every anonymous caller, nor show the mail queue
// to strangers.

const STRANGER = '203.0.113.50';

describe('GET /api/health for strangers, staff and the machine itself', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  it('reuses its write probe: a burst of calls writes to the database once', async () => {
    let probes = 0;
    const original = t.app.db.transaction.bind(t.app.db);
    // Counts the probe's transactions: the only writes /health makes.
    t.app.db.transaction = () => {
      probes += 1;
      return original();
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          attack(t.app, { method: 'GET', url: '/api/health', remoteAddress: STRANGER }),
        ),
      );
      for (const res of answers) expect(res.statusCode).toBe(200);
      for (let i = 0; i < 10; i += 1)
        expect(
          (await attack(t.app, { method: 'GET', url: '/api/health', remoteAddress: STRANGER }))
            .statusCode,
        ).toBe(200);
    } finally {
      t.app.db.transaction = original;
    }
    expect(probes).toBeLessThanOrEqual(1);
  });

  it('shows the mail queue to staff and loopback callers only', async () => {
    await enqueueMail(t.app.db, { to: 'someone@example.com', subject: 'Hi', text: 'hello' });
    const stranger = await attack(t.app, {
      method: 'GET',
      url: '/api/health',
      remoteAddress: STRANGER,
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ status: 'ok', database: { reads: 'ok', writes: 'ok' } });
    const proxied = await attack(t.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': STRANGER },
    });
    expect(proxied.json().mail).toBeUndefined();
    const asShopper = await attack(t.app, {
      method: 'GET',
      url: '/api/health',
      remoteAddress: STRANGER,
      headers: bearer(shopper.token),
    });
    expect(asShopper.json().mail).toBeUndefined();
    const forged = await attack(t.app, {
      method: 'GET',
      url: '/api/health',
      remoteAddress: STRANGER,
      headers: bearer('not.a.token'),
    });
    expect(forged.statusCode).toBe(200);
    expect(forged.json().mail).toBeUndefined();
    const asStaff = await attack(t.app, {
      method: 'GET',
      url: '/api/health',
      remoteAddress: STRANGER,
      headers: bearer(admin.token),
    });
    expect(asStaff.json().mail).toMatchObject({ queued: 1, failed: 0 });
    const local = await attack(t.app, { method: 'GET', url: '/api/health' });
    expect(local.json().mail).toMatchObject({ queued: 1 });
  });
});
