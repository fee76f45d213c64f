import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attack, expectRefused, times } from '../helpers/attacks';
import { createProduct, createPromo, insertOrder, registrationBody } from '../helpers/fixtures';
import {
  bearer,
  countRows,
  createTestApp,
  createUser,
  nextIp,
  type TestApp,
} from '../helpers/test-app';

// ASVS V2.4 (anti-automation): what costs an attacker nothing is limited, per address where the
// caller is anonymous (generous: many shoppers share a carrier address) and per account otherwise.

const LIMIT = 3;

describe('throttles on what is free to spam', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_REGISTER_PER_ADDRESS: `${LIMIT}/1h`,
      RATE_LIMIT_PROMO_LOOKUPS_PER_ADDRESS: `${LIMIT}/15m`,
      RATE_LIMIT_TICKETS_PER_ACCOUNT: `${LIMIT}/1h`,
      RATE_LIMIT_ORDER_NOTICES_PER_ACCOUNT: `${LIMIT}/1h`,
      RATE_LIMIT_REVIEWS_PER_ACCOUNT: `${LIMIT}/1h`,
    });
  });
  afterAll(async () => t.close());

  /** The limit's 429: code RATE_LIMITED, a Retry-After within the window, and the usual error shape. */
  function expectLimited(res: Awaited<ReturnType<typeof attack>>, windowSeconds: number) {
    expectRefused(res, [429]);
    expect(res.json<{ code: string }>().code).toBe('RATE_LIMITED');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  }

  it('limits sign-ups per address, counting refused ones too (they probe for registered emails)', async () => {
    const ip = nextIp();
    const register = (body: Record<string, unknown>, remoteAddress = ip) =>
      attack(t.app, { method: 'POST', url: '/api/register', payload: body, remoteAddress });
    const first = registrationBody();
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(first)).statusCode).toBe(409);
    expect((await register(registrationBody())).statusCode).toBe(201);
    const users = await countRows(t.app, 'users');
    const refused = await register(registrationBody());
    expectLimited(refused, 3600);
    expect(await countRows(t.app, 'users')).toBe(users);
    // Another address (another shopper on another network) is not affected.
    expect((await register(registrationBody(), nextIp())).statusCode).toBe(201);
  });

  it('limits promotion code misses per address; codes that work do not count', async () => {
    const promo = await createPromo(t.app, { code: `REAL${Date.now()}`.slice(0, 32) });
    const ip = nextIp();
    const lookup = (code: string, remoteAddress = ip) =>
      attack(t.app, { method: 'GET', url: `/api/promocodes/${code}`, remoteAddress });
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await lookup(promo.code)).statusCode).toBe(200);
    }
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await lookup(`GUESS${i}`)).statusCode).toBe(404);
    }
    expectLimited(await lookup('GUESS9'), 15 * 60);
    // A guesser at the limit cannot confirm a hit either.
    expectLimited(await lookup(promo.code), 15 * 60);
    expect((await lookup(promo.code, nextIp())).statusCode).toBe(200);
  });

  it('limits support tickets per account, and parallel ones cannot slip past', async () => {
    const user = await createUser(t.app);
    const send = (token: string) =>
      attack(t.app, {
        method: 'POST',
        url: '/api/support/ticket',
        headers: bearer(token),
        payload: { subject: 'Refund', message: 'Same message' },
      });
    const before = await countRows(t.app, 'support_tickets');
    const answers = await times(LIMIT * 3, () => send(user.token));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expectLimited(res, 3600);
    expect(await countRows(t.app, 'support_tickets')).toBe(before + LIMIT);
    expect((await send((await createUser(t.app)).token)).statusCode).toBe(201);
  });

  it('limits order status mails per shopper across all their orders', async () => {
    const user = await createUser(t.app);
    const orders = await Promise.all(
      Array.from({ length: LIMIT + 1 }, () => insertOrder(t.app, { user_id: user.user.id })),
    );
    const notify = (id: number) =>
      attack(t.app, {
        method: 'POST',
        url: `/api/notify-order-status/${id}`,
        headers: bearer(user.token),
      });
    for (const order of orders.slice(0, LIMIT)) {
      expect((await notify(order.id)).statusCode).toBe(200);
    }
    const mail = await countRows(t.app, 'mail_outbox');
    const last = orders[LIMIT]?.id ?? 0;
    expectLimited(await notify(last), 3600);
    expect(await countRows(t.app, 'mail_outbox')).toBe(mail);
    // The refused request did not use the order's once-a-minute slot either.
    const row = await t.app.db
      .selectFrom('orders')
      .select('last_notified_at')
      .where('id', '=', last)
      .executeTakeFirstOrThrow();
    expect(row.last_notified_at).toBeNull();
  });

  it('limits review posts per account', async () => {
    const user = await createUser(t.app);
    const products = await Promise.all(
      Array.from({ length: LIMIT + 1 }, () => createProduct(t.app, { price: 100, inventory: 1 })),
    );
    const post = (productId: number) =>
      attack(t.app, {
        method: 'POST',
        url: `/api/product/${productId}/reviews`,
        headers: bearer(user.token),
        payload: { rating: 5, comment: 'Lovely fabric' },
      });
    for (const product of products.slice(0, LIMIT)) {
      expect((await post(product.id)).statusCode).toBe(201);
    }
    const reviews = await countRows(t.app, 'reviews');
    expectLimited(await post(products[LIMIT]?.id ?? 0), 3600);
    expect(await countRows(t.app, 'reviews')).toBe(reviews);
  });
});
