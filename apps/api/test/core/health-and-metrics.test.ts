import { describe, expect, it } from 'vitest';
import { enqueueMail } from '../../src/mail/outbox.repository';
import { attack } from '../helpers/attacks';
import { checkoutBody, createProduct, postCheckout } from '../helpers/fixtures';
import { bearer, createUsersOnce, setupTestApp } from '../helpers/test-app';

const REMOTE = '203.0.113.9';

function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((label) => l.includes(label)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
}

describe('GET /api/health', () => {
  const t = setupTestApp({}, { smtp: true });

  it('reports the database and the mail queue: depth and the oldest unsent message', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      status: 'ok',
      database: { reads: 'ok', writes: 'ok' },
      mail: { queued: 0, failed: 0, oldest_unsent_at: null },
    });

    t.smtp.refuse = true;
    const first = { to: 'first@example.com', subject: 'One', text: 'one' };
    await enqueueMail(t.app.db, first);
    await enqueueMail(t.app.db, { to: 'second@example.com', subject: 'Two', text: 'two' });
    const queuedAt = (
      await t.app.db
        .selectFrom('mail_outbox')
        .select('created_at')
        .where('to_address', '=', first.to)
        .executeTakeFirstOrThrow()
    ).created_at;
    // The mail server refuses: both stay queued for a retry, and the health says so without failing.
    expect(await t.app.mailOutbox.runOnce()).toBe(0);
    const waiting = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().mail).toEqual({ queued: 2, failed: 0, oldest_unsent_at: queuedAt });

    t.smtp.refuse = false;
    await t.app.db.updateTable('mail_outbox').set({ next_attempt_at: queuedAt }).execute();
    expect(await t.app.mailOutbox.runOnce()).toBe(2);
    const drained = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(drained.json().mail).toEqual({ queued: 0, failed: 0, oldest_unsent_at: null });
  });
});

describe('GET /api/metrics', () => {
  const t = setupTestApp({}, { smtp: true });
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method: 'GET', url: '/api/metrics', ...options });

  it('answers a scraper on the machine itself without a token, in Prometheus text', async () => {
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE mavazi_mail_queue_depth gauge');
    expect(res.body).toContain('process_resident_memory_bytes');
  });

  it('asks everyone else for an admin token, including requests relayed by a local proxy', async () => {
    const stranger = await attack(t.app, {
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: REMOTE,
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).not.toContain('http_requests_total');
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const relayed = await scrape({ headers: { [header]: REMOTE } });
      expect(relayed.statusCode, header).toBe(401);
    }
    const asShopper = await scrape({ remoteAddress: REMOTE, headers: bearer(shopper.token) });
    expect(asShopper.statusCode).toBe(403);
    const forged = await scrape({
      remoteAddress: REMOTE,
      headers: bearer(`${admin.token.slice(0, -4)}AAAA`),
    });
    expect(forged.statusCode).toBe(401);
    const asAdmin = await scrape({ remoteAddress: REMOTE, headers: bearer(admin.token) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, times them, and reads orders, payments and mail', async () => {
    const product = await createProduct(t.app, { price: 500, inventory: 5 });
    const before = (await scrape()).body;
    const shown = sample(before, 'http_requests_total', {
      method: 'GET',
      route: '/api/product/:id',
      status: '200',
    });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/product/${product.id}` });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/product/999999' });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    // The mail server refuses, so the order's confirmation stays queued for the scrape below.
    t.smtp.refuse = true;
    const order = await postCheckout(
      t.app,
      shopper.token,
      checkoutBody([{ product_id: product.id, quantity: 2, price: 500 }], 1000),
    );
    expect(order.statusCode).toBe(201);

    const text = (await scrape()).body;
    const labels = { method: 'GET', route: '/api/product/:id' };
    expect(sample(text, 'http_requests_total', { ...labels, status: '200' })).toBe(
      (Number.isNaN(shown) ? 0 : shown) + 3,
    );
    expect(sample(text, 'http_requests_total', { ...labels, status: '404' })).toBe(1);
    // Unknown paths share one label, so probes cannot grow the metric without bound.
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(4);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      sample(text, 'http_request_duration_seconds_count', labels),
    );
    expect(sample(text, 'mavazi_orders', { status: 'Pending' })).toBe(1);
    expect(sample(text, 'mavazi_payments', { method: 'mpesa', status: 'Pending' })).toBe(1);
    expect(sample(text, 'mavazi_mail_queue_depth')).toBe(1);
    expect(sample(text, 'mavazi_mail_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(0);
  });
});
