import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { attack } from '../helpers/attacks';
import { createProduct, registrationBody, SHIPPING } from '../helpers/fixtures';
import { bearer, nextIp, setupTestApp, signIn, TEST_PASSWORD } from '../helpers/test-app';

const LOOKUP = /http:\/\/shop\.test\/orders\/lookup\?number=(ORD-\d+)&token=([A-Za-z0-9_-]{43})\b/;
const VERIFY = /http:\/\/shop\.test\/verify-email\?token=([A-Za-z0-9_-]{43})\b/;

let phoneSeq = 100_000;
function guest(overrides: Record<string, string> = {}) {
  phoneSeq += 1;
  const tag = `${Date.now().toString(36)}${phoneSeq}`;
  return {
    name: 'Achieng Otieno',
    email: `guest-${tag}@example.com`,
    phone: `0712${String(phoneSeq).slice(-6)}`,
    ...overrides,
  };
}

describe('guest checkout and the private order link', () => {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n')));
  const t = setupTestApp(
    {
      LOG_LEVEL: 'debug',
      MAX_OPEN_UNPAID_ORDERS: '2',
      MAX_UNITS_PER_LINE: '3',
      RATE_LIMIT_ORDER_LOOKUPS_PER_ADDRESS: '5/15m',
    },
    { logStream },
  );

  const checkout = (
    contact: Record<string, unknown> | undefined,
    productId: number,
    quantity = 1,
    extra: Record<string, unknown> = {},
  ) =>
    attack(t.app, {
      method: 'POST',
      url: '/api/checkout',
      payload: {
        items: [{ product_id: productId, quantity, price: 100 }],
        total_amount: 100 * quantity,
        shipping: SHIPPING,
        payment_method: 'cash_on_delivery',
        ...(contact ? { guest: contact } : {}),
        ...extra,
      },
    });
  const lookup = (number: string, token: string, ip = nextIp()) =>
    attack(t.app, {
      method: 'GET',
      url: `/api/orders/lookup?number=${encodeURIComponent(number)}&token=${encodeURIComponent(token)}`,
      remoteAddress: ip,
    });
  const mailsTo = (email: string) =>
    t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();

  it('places a guest order, mails its private link and answers the order at it', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const contact = guest();
    const res = await checkout(contact, product.id);
    expect(res.statusCode, res.body).toBe(201);
    const { order, lookup_token } = res.json<{
      order: { order_number: string; id: number };
      lookup_token: string;
    }>();
    expect(lookup_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mail = (await mailsTo(contact.email)).find((m) => LOOKUP.test(m.text_body));
    const [, number, token] = LOOKUP.exec(mail?.text_body ?? '') ?? [];
    expect(number).toBe(order.order_number);
    expect(token).toBe(lookup_token);

    // Only the hash is stored.
    const row = await t.app.db
      .selectFrom('orders')
      .select(['lookup_token_hash', 'guest_email', 'guest_phone', 'guest_name'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.lookup_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.lookup_token_hash).not.toContain(lookup_token);
    expect(row).toMatchObject({
      guest_email: contact.email,
      guest_phone: '254712' + contact.phone.slice(-6),
      guest_name: 'Achieng Otieno',
    });

    const found = await lookup(order.order_number, lookup_token);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      order_number: order.order_number,
      payment_status: 'Pending',
      payment: expect.any(Object),
      status_history: [expect.objectContaining({ status: 'Pending' })],
    });
    expect(found.headers['cache-control']).toContain('no-store');

    // The token never reached a log line, though the look-up URL carried it.
    expect(lines.some((l) => l.includes('/orders/lookup'))).toBe(true);
    expect(lines.some((l) => l.includes(lookup_token))).toBe(false);
  });

  it("texts a guest the order's short link, which leads to the order's page without logging its token", async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const contact = guest();
    const res = await checkout(contact, product.id);
    expect(res.statusCode, res.body).toBe(201);
    const { order, lookup_token } = res.json<{
      order: { order_number: string };
      lookup_token: string;
    }>();
    const text = await t.app.db
      .selectFrom('sms_outbox')
      .select('message')
      .where('event_key', 'like', 'order.placed:%')
      .where('to_phone', '=', '254712' + contact.phone.slice(-6))
      .executeTakeFirstOrThrow();
    const short = `http://shop.test/o/${order.order_number}/${lookup_token}`;
    expect(text.message).toContain(short);
    expect(text.message).not.toContain('My Orders');

    const hop = await attack(t.app, {
      method: 'GET',
      url: `/o/${order.order_number}/${lookup_token}`,
    });
    expect(hop.statusCode).toBe(303);
    expect(hop.headers.location).toBe(
      `/orders/lookup?number=${order.order_number}&token=${lookup_token}`,
    );
    // The page behind it checks the token like any look-up.
    const found = await lookup(order.order_number, lookup_token);
    expect(found.statusCode).toBe(200);
    for (const bad of [
      '/api/o/ORD-1',
      `/api/o/${'x'.repeat(41)}/abc`,
      `/api/o/ORD-1/${'y'.repeat(201)}`,
    ]) {
      const refused = await attack(t.app, { method: 'GET', url: bad });
      expect(refused.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, bad).toBeLessThan(500);
    }
    expect(lines.some((l) => l.includes(lookup_token))).toBe(false);
  });

  it('answers 404 for a wrong token, another order number, or a shopper order, alike', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const first = (await checkout(guest(), product.id)).json<{
      order: { order_number: string };
      lookup_token: string;
    }>();
    const second = (await checkout(guest(), product.id)).json<{
      order: { order_number: string };
      lookup_token: string;
    }>();
    const wrongs: Array<[string, string]> = [
      [first.order.order_number, second.lookup_token],
      [second.order.order_number, first.lookup_token],
      // One character changed (to another one: a token may end in 'A').
      [
        first.order.order_number,
        first.lookup_token.slice(0, -1) + (first.lookup_token.endsWith('A') ? 'B' : 'A'),
      ],
      [first.order.order_number, 'short'],
      ['ORD-999999', first.lookup_token],
    ];
    for (const [number, token] of wrongs) {
      const res = await lookup(number, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
    }
    const missing = await attack(t.app, { method: 'GET', url: '/api/orders/lookup?number=ORD-1' });
    expect(missing.statusCode).toBe(400);
  });

  it('limits look-ups per client address', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const placed = (await checkout(guest(), product.id)).json<{
      order: { order_number: string };
      lookup_token: string;
    }>();
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1)
      expect((await lookup(placed.order.order_number, `guess-${i}`, ip)).statusCode).toBe(404);
    const limited = await lookup(placed.order.order_number, placed.lookup_token, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // Another address is not held up.
    expect((await lookup(placed.order.order_number, placed.lookup_token)).statusCode).toBe(200);
  });

  it('needs a token or guest details, and refuses invalid guest details', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    expect((await checkout(undefined, product.id)).statusCode).toBe(401);
    for (const bad of [
      guest({ email: 'not-an-email' }),
      guest({ phone: '12345' }),
      guest({ name: '' }),
      guest({ name: 'x'.repeat(500) }),
    ]) {
      const res = await checkout(bad, product.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses an address that has an account: the shopper signs in instead', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const body = registrationBody();
    const reg = await attack(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: body,
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode).toBe(201);
    const res = await checkout(guest({ email: body.email }), product.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('GUEST_EMAIL_REGISTERED');
  });

  it('holds guests to the unpaid-order cap per address and per phone, and to the unit caps', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 50 });
    const contact = guest();
    expect((await checkout(contact, product.id)).statusCode).toBe(201);
    expect((await checkout(contact, product.id)).statusCode).toBe(201);
    const third = await checkout(contact, product.id);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('TOO_MANY_UNPAID_ORDERS');
    // Another address with the same phone is the same guest.
    const samePhone = await checkout(guest({ phone: contact.phone }), product.id);
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().code).toBe('TOO_MANY_UNPAID_ORDERS');
    // The same address with another phone too.
    const sameEmail = await checkout(guest({ email: contact.email }), product.id);
    expect(sameEmail.statusCode).toBe(409);

    const tooMany = await checkout(guest(), product.id, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain('At most 3 of one item');
  });

  it('shows guest orders in My Orders once the same address is registered and verified', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const contact = guest();
    const placed = (await checkout(contact, product.id)).json<{
      order: { id: number; order_number: string };
      lookup_token: string;
    }>();
    const body = registrationBody({ email: contact.email });
    const reg = await attack(t.app, {
      method: 'POST',
      url: '/api/register',
      payload: body,
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = await signIn(t.app, contact.email, TEST_PASSWORD);
    const mine = () => attack(t.app, { method: 'GET', url: '/api/orders', headers: bearer(token) });
    // Not before the address is verified: registering with someone's address shows nothing.
    expect((await mine()).json()).toEqual([]);
    expect(
      (
        await attack(t.app, {
          method: 'GET',
          url: `/api/orders/${placed.order.id}`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);

    const verifyMail = (await mailsTo(contact.email)).find((m) => VERIFY.test(m.text_body));
    const verifyToken = VERIFY.exec(verifyMail?.text_body ?? '')?.[1] ?? '';
    const verified = await attack(t.app, {
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: verifyToken },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const orders = (await mine()).json<Array<{ order_number: string }>>();
    expect(orders.map((o) => o.order_number)).toEqual([placed.order.order_number]);
    // The private link keeps working.
    expect((await lookup(placed.order.order_number, placed.lookup_token)).statusCode).toBe(200);
    // A guest row never signs in, even with the address it had.
    const guestLogin = await attack(t.app, {
      method: 'POST',
      url: '/api/login',
      payload: { email: contact.email, password: TEST_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(guestLogin.statusCode).toBe(200);
    expect(guestLogin.json().user.username).toBe(body.username);
  });

  it('pays again for a guest M-Pesa order with number and token only', async () => {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    const placed = await checkout(guest(), product.id, 1, { payment_method: 'mpesa' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, lookup_token } = placed.json<{
      order: { order_number: string };
      lookup_token: string;
    }>();
    const pay = (token: string) =>
      attack(t.app, {
        method: 'POST',
        url: '/api/orders/lookup/pay',
        payload: { number: order.order_number, token },
        remoteAddress: nextIp(),
      });
    expect((await pay('wrong-token')).statusCode).toBe(404);
    const res = await pay(lookup_token);
    expect(res.statusCode, res.body).toBe(202);
    // The order's own rule holds for guests: one prompt per 30 s.
    const tooSoon = await pay(lookup_token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('PAY_AGAIN_TOO_SOON');
    expect(res.json().message).toEqual(expect.any(String));
  });
});
