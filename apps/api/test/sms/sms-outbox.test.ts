import { describe, expect, it } from 'vitest';
import { AfricasTalkingClient, type SmsApi } from '../../src/sms/africastalking-client';
import { SmsOutboxWorker } from '../../src/sms/sms-outbox-worker';
import { leaseSms } from '../../src/sms/sms-outbox.repository';
import { queueSms } from '../../src/sms/sms-queue';
import { createUser, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { placeOrder } from '../payments/payment-support';
import { freshPhone, textsOf, textsTo } from './sms-support';

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('SMS outbox', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: { phone_number: '0712 345 678' } });

  /** A client of its own for the shop's simulator, as another process of the shop would have. */
  const client = () =>
    new AfricasTalkingClient({
      baseUrl: t.app.smsSimulator?.url ?? '',
      username: t.config.sms.username,
      apiKey: t.config.sms.apiKey,
      senderId: undefined,
    });

  /** Another process's worker on the same queue. */
  const otherWorker = (api: SmsApi = client()) =>
    new SmsOutboxWorker({ db: t.app.db, api, log: t.app.log, retryBaseSeconds: 1 });

  /** A shopper with a phone of their own and `count` delivery texts queued for it (ORD-000001 on); the phone. */
  async function queueTexts(test: string, count: number): Promise<string> {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    const phone = user.phone_number ?? '';
    for (let i = 1; i <= count; i++)
      await queueSms(t.app.db, user, `test.${test}:${phone}:${i}`, {
        kind: 'delivered',
        orderNumber: `ORD-${String(i).padStart(6, '0')}`,
      });
    return phone;
  }

  const simulated = (phone: string) =>
    (t.app.smsSimulator?.messages ?? []).filter((m) => m.to === `+${phone}`);

  it('queues the order text with the order and sends it through the simulator once', async () => {
    const { order } = await placeOrder(t.app, shopper, { price: 2450 });
    const [queued, ...more] = await textsOf(t.app, `order.placed:${order.id}`);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      to_phone: '254712345678',
      language: 'en',
      kind: 'order_placed',
    });
    expect(queued?.message).toContain(`Order ${order.order_number} received. Total KSh 2,450.`);

    await t.app.smsOutbox.runOnce();
    const [sent] = await textsOf(t.app, `order.placed:${order.id}`);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, provider_status: 'Success' });
    expect(sent?.provider_message_id).toMatch(/^ATXid_/);
    expect(sent?.cost).toBe('KES 0.8000');
    const received = simulated('254712345678').filter((m) => m.message === sent?.message);
    expect(received).toHaveLength(1);
    expect(received[0]?.messageId).toBe(sent?.provider_message_id);

    // A second run finds nothing to send.
    expect(await t.app.smsOutbox.runOnce()).toBe(0);
  });

  it('never queues two texts for one event', async () => {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    const event = { kind: 'delivered', orderNumber: 'ORD-000777' } as const;
    expect(await queueSms(t.app.db, user, 'order.delivered:777', event)).toBe(true);
    expect(await queueSms(t.app.db, user, 'order.delivered:777', event)).toBe(false);
    expect(await textsOf(t.app, 'order.delivered:777')).toHaveLength(1);
  });

  it('lets two workers share the queue without sending a text twice', async () => {
    const phone = await queueTexts('lease', 6);
    const second = otherWorker();
    const [a, b] = await Promise.all([t.app.smsOutbox.runOnce(), second.runOnce()]);
    expect(a + b).toBeGreaterThanOrEqual(6);
    const rows = await textsTo(t.app, phone);
    expect(rows.map((r) => r.status)).toEqual(Array(6).fill('sent'));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    expect(simulated(phone)).toHaveLength(6);
  });

  it('sends several phones’ texts at once, and one phone’s in the order queued', async () => {
    await t.app.smsOutbox.runOnce(); // nothing else due, and no run of the shop's own under way
    const phones: string[] = [];
    for (let p = 0; p < 3; p++) phones.push(await queueTexts('lanes', 3));
    const real = client();
    const inFlight = new Set<string>();
    let most = 0;
    const worker = otherWorker({
      async send(to, message) {
        // One phone never has two texts in flight; several phones do.
        expect(inFlight.has(to)).toBe(false);
        inFlight.add(to);
        most = Math.max(most, inFlight.size);
        try {
          return await real.send(to, message);
        } finally {
          inFlight.delete(to);
        }
      },
    });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(9);
    expect(most).toBeGreaterThan(1);
    for (const phone of phones)
      expect(simulated(phone).map((m) => /ORD-\d+/.exec(m.message)?.[0])).toEqual([
        'ORD-000001',
        'ORD-000002',
        'ORD-000003',
      ]);
  });

  it('stops after the batch in hand when asked to stop, leaving the rest queued', async () => {
    await t.app.smsOutbox.runOnce(); // nothing else due, and no run of the shop's own under way
    const phone = await queueTexts('stop', 25);
    const worker = otherWorker();
    const run = worker.runOnce();
    await worker.stop();
    expect(await run).toBe(20);
    const statuses = (await textsTo(t.app, phone)).map((r) => r.status);
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(5);
    // The rest go with the next run (here the shop's own worker).
    expect(await t.app.smsOutbox.runOnce()).toBe(5);
  });

  it('retries with back-off when Africa’s Talking cannot be reached', async () => {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    await queueSms(t.app.db, user, `test.retry:${user.id}`, { kind: 'welcome', username: 'x' });
    t.app.smsSimulator?.failNextRequests(1);
    expect(await t.app.smsOutbox.runOnce()).toBe(0);
    const [failed] = await textsOf(t.app, `test.retry:${user.id}`);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.last_error).toContain('unreachable');
    expect(Date.parse(failed?.next_attempt_at ?? '')).toBeGreaterThan(Date.now() - 1000);

    expect(await t.app.smsOutbox.runOnce(later(60))).toBe(1);
    const [sent] = await textsOf(t.app, `test.retry:${user.id}`);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives up at once on a number Africa’s Talking calls invalid (…0009)', async () => {
    const phone = freshPhone('0009');
    const { user } = await createUser(t.app, { phone_number: phone });
    await queueSms(t.app.db, user, `test.invalid:${user.id}`, { kind: 'welcome', username: 'x' });
    await t.app.smsOutbox.runOnce();
    const [row] = await textsOf(t.app, `test.invalid:${user.id}`);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, provider_message_id: null });
    expect(row?.last_error).toBe('InvalidPhoneNumber (statusCode 403)');
    expect(simulated(phone)).toEqual([]);
  });

  it('after a crash between sending and recording, sends the same row again and nothing else', async () => {
    const { user } = await createUser(t.app, { phone_number: freshPhone() });
    const phone = user.phone_number ?? '';
    const key = `order.shipped:crash-${user.id}`;
    await queueSms(t.app.db, user, key, {
      kind: 'shipped',
      orderNumber: 'ORD-000123',
      expectedDate: '2026-11-28',
    });
    const [row] = await textsOf(t.app, key);
    if (!row) throw new Error('not queued');
    // A worker leases the text, Africa's Talking takes it, and the process dies before recording it.
    expect(await leaseSms(t.app.db, row, later(300).toISOString())).toBe(true);
    await client().send(row.to_phone, row.message);
    expect(await t.app.smsOutbox.runOnce()).toBe(0); // the lease still holds

    // Once the lease runs out another run sends that same row: a duplicate of one event, never a new event.
    await queueSms(t.app.db, user, key, { kind: 'delivered', orderNumber: 'ORD-000123' });
    expect(await t.app.smsOutbox.runOnce(later(301))).toBe(1);
    const rows = await textsOf(t.app, key);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row.id, status: 'sent', attempts: 1 });
    const received = simulated(phone);
    expect(received).toHaveLength(2);
    expect(new Set(received.map((m) => m.message))).toEqual(new Set([row.message]));
  });
});

describe('SMS off', () => {
  const t = setupTestApp({ SMS_ENV: 'off' });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  it('starts no simulator and marks queued texts as not sent, with the reason', async () => {
    expect(t.app.smsSimulator).toBeNull();
    const { order } = await placeOrder(t.app, shopper);
    await t.app.smsOutbox.runOnce();
    const [row] = await textsOf(t.app, `order.placed:${order.id}`);
    expect(row).toMatchObject({
      status: 'failed',
      last_error: 'Not sent: SMS is off (SMS_ENV=off)',
    });
  });
});
