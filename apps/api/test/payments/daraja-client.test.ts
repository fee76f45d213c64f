import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DARAJA_SANDBOX_PASSKEY, DARAJA_SANDBOX_SHORTCODE } from '../../src/config';
import {
  DarajaClient,
  DarajaError,
  darajaPassword,
  darajaTimestamp,
  type DarajaClientOptions,
} from '../../src/modules/payments/daraja-client';
import { MpesaSimulator } from '../../src/modules/payments/simulator/mpesa-simulator';

const KEY = 'consumer-key-for-tests';
const SECRET = 'consumer-secret-that-must-never-be-logged';

/** A logger that keeps what it is given, to check what reaches the logs. */
function recordingLog() {
  const entries: Array<{ level: string; obj: unknown; msg: string }> = [];
  const entry = (level: string) => (obj: unknown, msg?: string) => {
    entries.push({ level, obj, msg: msg ?? '' });
  };
  return { entries, info: entry('info'), warn: entry('warn') } as const;
}

describe('Daraja timestamp and password', () => {
  it('writes the timestamp as YYYYMMDDHHmmss in Kenya time (UTC+3)', () => {
    expect(darajaTimestamp(new Date('2026-11-21T07:04:05.678Z'))).toBe('20261121100405');
    // 21:30 UTC on New Year's Eve is already next year in Nairobi.
    expect(darajaTimestamp(new Date('2026-12-31T21:30:00Z'))).toBe('20270101003000');
  });

  it('is base64 of shortcode + passkey + timestamp', () => {
    const password = darajaPassword(
      DARAJA_SANDBOX_SHORTCODE,
      DARAJA_SANDBOX_PASSKEY,
      '20160216165627',
    );
    // Safaricom's documented sandbox example.
    expect(password).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
    expect(Buffer.from(password, 'base64').toString()).toBe(
      `174379${DARAJA_SANDBOX_PASSKEY}20160216165627`,
    );
  });
});

describe('Daraja client against the simulator', () => {
  let sim: MpesaSimulator;
  let log: ReturnType<typeof recordingLog>;
  let clock: number;
  const client = (options: Partial<DarajaClientOptions> = {}) =>
    new DarajaClient({
      baseUrl: sim.url,
      consumerKey: KEY,
      consumerSecret: SECRET,
      shortcode: DARAJA_SANDBOX_SHORTCODE,
      passkey: DARAJA_SANDBOX_PASSKEY,
      log,
      backoffMs: 10,
      ...options,
    });
  const push = (c: DarajaClient, phone = '254712345678') =>
    c.stkPush({
      amount: 1251,
      phone,
      accountReference: 'ORD-000042',
      description: 'Order 42',
      callbackUrl: 'http://127.0.0.1:9/never-called',
    });

  beforeAll(async () => {
    sim = new MpesaSimulator({
      consumerKey: KEY,
      consumerSecret: SECRET,
      shortcode: DARAJA_SANDBOX_SHORTCODE,
      passkey: DARAJA_SANDBOX_PASSKEY,
      delayMs: 600_000,
    });
    await sim.start();
  });
  afterAll(async () => {
    await sim.stop();
  });
  beforeEach(() => {
    log = recordingLog();
    clock = Date.now();
    sim.tokenLifetimeSeconds = 3599;
  });

  it('caches the token until shortly before it expires, then fetches a new one', async () => {
    const c = client({ now: () => new Date(clock) });
    const before = sim.tokenRequests;
    const first = await c.accessToken();
    expect(await c.accessToken()).toBe(first);
    await push(c);
    expect(sim.tokenRequests - before).toBe(1);

    clock += 3500 * 1000; // 99 s left: still used
    expect(await c.accessToken()).toBe(first);
    clock += 40 * 1000; // 59 s left: renewed ahead of expiry
    const second = await c.accessToken();
    expect(second).not.toBe(first);
    expect(sim.tokenRequests - before).toBe(2);
  });

  it('asks once for a token however many calls wait for it', async () => {
    const c = client();
    const before = sim.tokenRequests;
    const tokens = await Promise.all([c.accessToken(), c.accessToken(), c.accessToken()]);
    expect(new Set(tokens).size).toBe(1);
    expect(sim.tokenRequests - before).toBe(1);
  });

  it('renews a token Daraja no longer accepts, once', async () => {
    const c = client();
    await c.accessToken();
    sim.revokeTokens();
    const before = sim.tokenRequests;
    const accepted = await push(c);
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(sim.tokenRequests - before).toBe(1);
  });

  it('sends a valid STK Push and reads the query answers', async () => {
    const c = client();
    const accepted = await push(c);
    expect(accepted).toMatchObject({
      merchantRequestId: expect.any(String),
      customerMessage: 'Success. Request accepted for processing',
    });
    expect(sim.stkPushes.at(-1)).toMatchObject({
      phone: '254712345678',
      amount: 1251,
      accountReference: 'ORD-000042',
    });
    // The simulated shopper has not answered yet (delay 10 minutes).
    expect(await c.stkQuery(accepted.checkoutRequestId)).toEqual({ state: 'processing' });
    await expect(c.stkQuery('ws_CO_unknown')).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Bad Request - Invalid CheckoutRequestID',
    });
  });

  it('reports what Daraja refuses, with its error text', async () => {
    await expect(push(client(), '254812345678')).rejects.toMatchObject({
      kind: 'http',
      message: 'Bad Request - Invalid PhoneNumber',
    });
    await expect(client({ consumerSecret: 'wrong' }).accessToken()).rejects.toMatchObject({
      kind: 'http',
      message: 'Invalid Authentication passed',
    });
    // A timestamp in UTC instead of Kenya time is three hours off: refused.
    const utc = client({ now: () => new Date(Date.now() - 3 * 3600_000) });
    await expect(push(utc)).rejects.toMatchObject({ message: 'Bad Request - Invalid Timestamp' });
  });

  it('retries a token request and a query after dropped connections, with backoff', async () => {
    const c = client();
    const accepted = await push(c);
    sim.failNextRequests(2);
    expect(await c.stkQuery(accepted.checkoutRequestId)).toEqual({ state: 'processing' });
    const attempts = log.entries.filter(
      (e) => e.msg === 'Daraja request' && JSON.stringify(e.obj).includes('stkpushquery'),
    );
    expect(attempts).toHaveLength(3);

    const fresh = client({ retries: 1 });
    sim.failNextRequests(2);
    await expect(fresh.accessToken()).rejects.toBeInstanceOf(DarajaError);
  });

  it('never repeats an STK Push that may have reached Daraja, so no prompt goes unrecorded', async () => {
    const c = client();
    await c.accessToken();
    const pushes = sim.stkPushes.length;
    sim.failNextRequests(1);
    // Sent, and no answer: a prompt may be on the phone, so the outcome is unknown, not failed.
    await expect(push(c)).rejects.toMatchObject({ kind: 'unknown' });
    const attempts = log.entries.filter(
      (e) => e.msg === 'Daraja request' && JSON.stringify(e.obj).includes('stkpush/v1'),
    );
    expect(attempts).toHaveLength(1);
    expect(sim.stkPushes.length).toBe(pushes);
  });

  it('reports an STK Push answered too late as unknown, though the prompt went out', async () => {
    const c = client({ timeoutMs: 300 });
    await c.accessToken();
    const pushes = sim.stkPushes.length;
    await expect(push(c, '254712340005')).rejects.toMatchObject({
      kind: 'unknown',
      message: expect.stringContaining('did not answer in time'),
    });
    expect(sim.stkPushes.slice(pushes)).toEqual([
      expect.objectContaining({ phone: '254712340005', checkoutRequestId: expect.any(String) }),
    ]);
  });

  it('reports a token endpoint out of service as an outage, not as refused credentials', async () => {
    const c = client({ retries: 0 });
    sim.serviceUnavailable(1);
    const error: unknown = await c.accessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ kind: 'network', status: 503 });
    expect((error as Error).message).toBe('M-Pesa could not be reached (HTTP 503)');
    expect((error as Error).message).not.toContain('credentials');
    // Wrong credentials are still said as such.
    const wrong = client({ consumerSecret: 'not-the-secret' });
    await expect(wrong.accessToken()).rejects.toMatchObject({ kind: 'http' });
  });

  describe('when Daraja cannot be reached', () => {
    let silent: Server;
    let closedPort: number;
    beforeAll(async () => {
      // Holds each connection without a word; a reset by the client that gave up is no error of the test's.
      silent = createServer((socket) => socket.on('error', () => undefined));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      closedPort = (probe.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
    });
    afterAll(async () => {
      silent.close();
    });

    it('retries an STK Push whose connection was refused (it never left), then gives up', async () => {
      const doomed = new MpesaSimulator({
        consumerKey: KEY,
        consumerSecret: SECRET,
        shortcode: DARAJA_SANDBOX_SHORTCODE,
        passkey: DARAJA_SANDBOX_PASSKEY,
        delayMs: 600_000,
      });
      const c = client({ baseUrl: await doomed.start(), retries: 2 });
      await c.accessToken();
      await doomed.stop();
      await expect(push(c)).rejects.toMatchObject({ kind: 'network' });
      const attempts = log.entries.filter(
        (e) => e.msg === 'Daraja request' && JSON.stringify(e.obj).includes('stkpush/v1'),
      );
      expect(attempts).toHaveLength(3);
      await expect(
        client({ baseUrl: `http://127.0.0.1:${closedPort}`, retries: 0 }).accessToken(),
      ).rejects.toMatchObject({
        kind: 'network',
        message: expect.stringContaining('ECONNREFUSED'),
      });
    });

    it('gives up on an answer that does not come within the timeout', async () => {
      const { port } = silent.address() as AddressInfo;
      const c = client({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200, retries: 1 });
      const started = Date.now();
      await expect(c.accessToken()).rejects.toMatchObject({ kind: 'network' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  it('logs requests and answers without the secret, the password, the token or the full phone', async () => {
    const c = client();
    const token = await c.accessToken();
    await push(c);
    const logged = JSON.stringify(log.entries);
    expect(logged).toContain('Daraja answer');
    expect(logged).toContain('2547****678');
    for (const secret of [SECRET, DARAJA_SANDBOX_PASSKEY, token, '254712345678']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toMatch(/"Password":"(?!\[redacted\])/);
  });
});
