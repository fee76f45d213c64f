import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { attack, expectRefused } from '../helpers/attacks';
import { checkoutBody, createProduct, registrationBody } from '../helpers/fixtures';
import { bearer, countRows, createUsersOnce, nextIp, setupTestApp } from '../helpers/test-app';

// ASVS V1 (encoding and sanitization), V2.2 (input validation), V4 (API and web service),
// V16 (error handling: no stack traces or internals).

const LONG = 'x'.repeat(100_000);
const NUL = '\u0000';
/** Valid bodies for the admin product and promotion routes; each case changes one field. */
const PRODUCT = {
  name: 'n',
  description: 'd',
  imageUrl: '/i.png',
  price: 1,
  inventory: 1,
  category: 'Men',
};
const PROMO = {
  code: 'ABC',
  discount_percentage: 5,
  start_date: '2026-01-01',
  end_date: '2027-01-01',
};

describe('hostile input', () => {
  const t = setupTestApp();
  const { shopper, account, admin } = createUsersOnce(t, {
    shopper: {},
    account: {},
    admin: { admin: true },
  });
  let productId: number;

  beforeAll(async () => {
    productId = (await createProduct(t.app, { price: 100, inventory: 50 })).id;
  });

  const send = (
    method: HTTPMethods,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    attack(t.app, {
      method,
      url,
      headers,
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe('bodies the parser must refuse', () => {
    it.each([
      ['an unterminated object', '{'],
      ['a missing value', '{"email":}'],
      ['single quotes', "{'email': 'a@b.c'}"],
      ['a trailing comma', '{"email": "a@b.c", "password": "x",}'],
      ['NaN', '{"email": NaN}'],
      ['a comment', '{"email": "a@b.c" /* hi */}'],
      ['a lone string', '"just text"'],
      ['deep nesting', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ])('answers %s with 400', async (_label, raw) => {
      const res = await send('POST', '/api/login', raw, { 'content-type': 'application/json' });
      expectRefused(res, [400]);
    });

    it.each([
      ['text/plain', 'email=a@b.c&password=x'],
      ['application/x-www-form-urlencoded', 'email=a%40b.c&password=x'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xyz--',
      ],
      ['application/xml', '<login><email>a@b.c</email></login>'],
    ])('answers a %s body with 415 or 400', async (type, raw) => {
      const res = await send('POST', '/api/register', raw, { 'content-type': type });
      expectRefused(res, [400, 415]);
    });

    it('answers a 2 MiB body with 413, before reading the JSON', async () => {
      const payload = JSON.stringify({ subject: 'big', message: 'x'.repeat(2 * 1024 * 1024) });
      const res = await send('POST', '/api/support/ticket', payload, {
        ...bearer(shopper.token),
        'content-type': 'application/json',
      });
      expectRefused(res, [413]);
      expect(await countRows(t.app, 'support_tickets')).toBe(0);
    });

    it('answers 10,000 cart lines with 400', async () => {
      const items = Array.from({ length: 10_000 }, () => ({
        product_id: productId,
        quantity: 1,
        price: 100,
      }));
      const res = await send(
        'POST',
        '/api/checkout',
        checkoutBody(items, 1_000_000),
        bearer(shopper.token),
      );
      expectRefused(res, [400]);
      expect(await countRows(t.app, 'orders')).toBe(0);
    });
  });

  describe('100,000-character fields', () => {
    it('are refused with 400 everywhere, and nothing is stored', async () => {
      const cases: Array<[HTTPMethods, string, Record<string, unknown>, Record<string, string>]> = [
        ['POST', '/api/register', registrationBody({ username: LONG }), {}],
        ['POST', '/api/register', registrationBody({ email: `${LONG}@example.com` }), {}],
        ['POST', '/api/register', registrationBody({ phone_number: LONG }), {}],
        [
          'POST',
          '/api/register',
          registrationBody({ imageUrl: `https://cdn.example/${LONG}` }),
          {},
        ],
        ['POST', '/api/login', { email: LONG, password: 'x' }, {}],
        ['POST', '/api/login', { email: account.user.email, password: LONG }, {}],
        ['POST', '/api/admin/login', { username: LONG, password: 'x' }, {}],
        ['POST', '/api/request-reset-password', { email: LONG }, {}],
        [
          'PUT',
          '/api/update_user',
          { username: account.user.username, email: account.user.email, phone_number: LONG },
          bearer(account.token),
        ],
        [
          'POST',
          `/api/product/${productId}/reviews`,
          { rating: 5, comment: LONG },
          bearer(shopper.token),
        ],
        ['POST', '/api/support/ticket', { subject: LONG, message: 'm' }, bearer(shopper.token)],
        ['POST', '/api/support/ticket', { subject: 's', message: LONG }, bearer(shopper.token)],
        [
          'POST',
          '/api/checkout',
          checkoutBody([{ product_id: productId, quantity: 1, price: 100 }], 100, {
            shipping_address: LONG,
            shipping: undefined,
          }),
          bearer(shopper.token),
        ],
        [
          'POST',
          '/api/checkout',
          checkoutBody([{ product_id: productId, quantity: 1, price: 100 }], 100, {
            promotion_code: LONG,
          }),
          bearer(shopper.token),
        ],
        ['POST', '/api/admin/products', { ...PRODUCT, name: LONG }, bearer(admin.token)],
        ['POST', '/api/admin/products', { ...PRODUCT, description: LONG }, bearer(admin.token)],
        ['POST', '/api/admin/promocodes', { ...PROMO, code: LONG }, bearer(admin.token)],
        [
          'PATCH',
          '/api/admin/orders/1',
          { status: 'Pending', currentLocation: LONG },
          bearer(admin.token),
        ],
      ];
      const before = await Promise.all(
        (['users', 'reviews', 'support_tickets', 'orders', 'products', 'promotions'] as const).map(
          (n) => countRows(t.app, n),
        ),
      );
      for (const [method, url, payload, headers] of cases) {
        const res = await send(method, url, payload, headers);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expectRefused(res, [400]);
      }
      const after = await Promise.all(
        (['users', 'reviews', 'support_tickets', 'orders', 'products', 'promotions'] as const).map(
          (n) => countRows(t.app, n),
        ),
      );
      expect(after).toEqual(before);
    });

    it('are refused in the query string, the path and the Idempotency-Key header', async () => {
      expectRefused(await send('GET', `/api/products?q=${LONG}`), [400]);
      expectRefused(await send('GET', `/api/products?category=${LONG}`), [400]);
      // Path parameters over the router's limit are refused before any handler runs.
      for (const res of [
        await send('GET', `/api/promocodes/${LONG}`),
        await send('GET', `/api/orders/${LONG}`, undefined, bearer(shopper.token)),
        await send('POST', `/api/reset-password/${'a'.repeat(5000)}`, {
          password: 'long-enough-1',
        }),
      ]) {
        expectRefused(res, [414]);
        expect(res.json()).toEqual({ error: 'Address is too long', code: 'URI_TOO_LONG' });
      }
      const res = await send(
        'POST',
        '/api/checkout',
        checkoutBody([{ product_id: productId, quantity: 1, price: 100 }], 100),
        { ...bearer(shopper.token), 'idempotency-key': 'k'.repeat(5000) },
      );
      expectRefused(res, [400]);
    });
  });

  it('answers broken percent-encoding in the path with 400 in the usual shape', async () => {
    for (const url of ['/api/product/%E0%A4%A', '/api/promocodes/%', '/api/orders/%ZZ']) {
      const res = await send('GET', url, undefined, bearer(shopper.token));
      expectRefused(res, [400]);
    }
  });

  describe('odd unicode', () => {
    const ODD = [
      ['RTL override', 'Nice \u202Egnp.exe\u202C dress'],
      ['zero-width', 'Zero\u200Bwidth\u200Cjoin\u200Dhere\uFEFF'],
      ['emoji', 'Love it 👗🇰🇪👍🏾'],
      ['combining marks', 'Ze\u0301 Z\u0351\u0352\u0353algo'],
      ['Swahili and Arabic', 'Asante sana — شكرا'],
    ] as const;

    it.each(ODD)(
      'keeps %s text exactly as sent in a review, as JSON text',
      async (_label, comment) => {
        const res = await send(
          'POST',
          `/api/product/${productId}/reviews`,
          { rating: 4, comment },
          bearer(shopper.token),
        );
        expect(res.statusCode).toBe(201);
        const id = res.json<{ review: { id: number } }>().review.id;
        const list = await send('GET', `/api/product/${productId}/reviews`);
        expect(
          list.json<Array<{ id: number; comment: string }>>().find((r) => r.id === id)?.comment,
        ).toBe(comment.trim());
      },
    );

    it('never crashes on lone surrogates', async () => {
      const raw = '{"subject": "broken \\ud800 pair", "message": "and \\udfff here"}';
      const res = await send('POST', '/api/support/ticket', raw, {
        ...bearer(shopper.token),
        'content-type': 'application/json',
      });
      expect([201, 400]).toContain(res.statusCode);
    });
  });

  describe('NUL characters (PostgreSQL cannot store them)', () => {
    it('are refused with 400 in every body, query and path, and nothing is stored', async () => {
      const cases: Array<
        [HTTPMethods, string, Record<string, unknown> | undefined, Record<string, string>]
      > = [
        [
          'POST',
          `/api/product/${productId}/reviews`,
          { rating: 5, comment: `nice${NUL}dress` },
          bearer(shopper.token),
        ],
        [
          'POST',
          '/api/support/ticket',
          { subject: `a${NUL}`, message: 'm' },
          bearer(shopper.token),
        ],
        ['POST', '/api/support/ticket', { subject: 's', message: `${NUL}` }, bearer(shopper.token)],
        ['POST', '/api/register', registrationBody({ username: `nul${NUL}user` }), {}],
        ['POST', '/api/register', registrationBody({ phone_number: `+254712${NUL}345678` }), {}],
        ['POST', '/api/login', { email: `a${NUL}@example.com`, password: 'x' }, {}],
        ['POST', '/api/login', { email: account.user.email, password: `pass${NUL}word` }, {}],
        ['POST', '/api/admin/login', { username: `ad${NUL}min`, password: 'x' }, {}],
        ['POST', '/api/request-reset-password', { email: `a${NUL}@example.com` }, {}],
        [
          'PUT',
          '/api/update_user',
          {
            username: account.user.username,
            email: account.user.email,
            phone_number: `+254${NUL}712345678`,
          },
          bearer(account.token),
        ],
        [
          'POST',
          '/api/checkout',
          checkoutBody([{ product_id: productId, quantity: 1, price: 100 }], 100, {
            shipping_address: `Moi Ave${NUL}`,
            shipping: undefined,
          }),
          bearer(shopper.token),
        ],
        [
          'POST',
          '/api/checkout',
          checkoutBody([{ product_id: productId, quantity: 1, price: 100 }], 100, {
            promotion_code: `X${NUL}`,
          }),
          bearer(shopper.token),
        ],
        ['POST', '/api/admin/products', { ...PRODUCT, name: `Shirt${NUL}` }, bearer(admin.token)],
        ['POST', '/api/admin/promocodes', { ...PROMO, code: `NUL${NUL}X` }, bearer(admin.token)],
        ['GET', `/api/products?q=a%00b`, undefined, {}],
        ['GET', `/api/promocodes/a%00b`, undefined, {}],
        ['GET', `/api/orders/1%00`, undefined, bearer(shopper.token)],
        ['GET', `/api/product/1%00`, undefined, {}],
      ];
      const tables = [
        'users',
        'reviews',
        'support_tickets',
        'orders',
        'products',
        'promotions',
      ] as const;
      const before = await Promise.all(tables.map((n) => countRows(t.app, n)));
      for (const [method, url, payload, headers] of cases) {
        const res = await send(method, url, payload, headers);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
        expectRefused(res, [400]);
      }
      expect(await Promise.all(tables.map((n) => countRows(t.app, n)))).toEqual(before);
    });

    it('is refused even in a field the route ignores', async () => {
      const res = await send(
        'POST',
        '/api/support/ticket',
        { subject: 's', message: 'm', extra: NUL },
        bearer(shopper.token),
      );
      expectRefused(res, [400]);
      expect(res.json()).toMatchObject({
        details: { extra: 'Text must not contain NUL characters' },
      });
    });
  });

  describe('ids', () => {
    const BAD_IDS = [
      'abc',
      '-1',
      '1e30',
      '0',
      '1.5',
      '99999999999',
      '0x10',
      '%20',
      'null',
      '1;DROP TABLE products',
      "1' OR '1'='1",
    ];

    it('are answered with 400 or 404, never a 500 or an internal detail', async () => {
      const routes: Array<
        [
          HTTPMethods,
          (id: string) => string,
          Record<string, unknown> | undefined,
          Record<string, string>,
        ]
      > = [
        ['GET', (id) => `/api/product/${id}`, undefined, {}],
        ['GET', (id) => `/api/product/${id}/reviews`, undefined, {}],
        ['GET', (id) => `/api/${id}/reviews`, undefined, {}],
        [
          'POST',
          (id) => `/api/product/${id}/reviews`,
          { rating: 5, comment: 'c' },
          bearer(shopper.token),
        ],
        ['GET', (id) => `/api/orders/${id}`, undefined, bearer(shopper.token)],
        ['GET', (id) => `/api/orders/ORD-${id}`, undefined, bearer(shopper.token)],
        ['POST', (id) => `/api/notify-order-status/${id}`, undefined, bearer(shopper.token)],
        ['PUT', (id) => `/api/admin/products/${id}`, PRODUCT, bearer(admin.token)],
        ['DELETE', (id) => `/api/admin/products/${id}`, undefined, bearer(admin.token)],
        ['PUT', (id) => `/api/admin/promocodes/${id}`, PROMO, bearer(admin.token)],
        ['DELETE', (id) => `/api/admin/promocodes/${id}`, undefined, bearer(admin.token)],
        ['PATCH', (id) => `/api/admin/orders/${id}`, { status: 'Delivered' }, bearer(admin.token)],
        [
          'PUT',
          (id) => `/api/admin/support/ticket/${id}`,
          { status: 'Resolved' },
          bearer(admin.token),
        ],
      ];
      for (const [method, url, payload, headers] of routes) {
        for (const id of BAD_IDS) {
          const res = await send(
            method,
            url(encodeURIComponent(id).replace('%2520', '%20')),
            payload,
            headers,
          );
          expectRefused(res, [400, 404]);
        }
      }
      // The one real product is still there, unchanged.
      const product = await send('GET', `/api/product/${productId}`);
      expect(product.json()).toMatchObject({
        id: productId,
        inventory: 50,
        name: expect.stringContaining('Kitenge'),
      });
    });
  });
});
