import { afterAll, describe, expect, it } from 'vitest';
import {
  ConfigError,
  parseConfig,
  DARAJA_SANDBOX_PASSKEY,
  DARAJA_SANDBOX_SHORTCODE,
} from '../../src/config';
import { DarajaClient, DarajaError } from '../../src/modules/payments/daraja-client';
import { MpesaSimulator } from '../../src/modules/payments/simulator/mpesa-simulator';
import { insertOrder } from '../helpers/fixtures';
import {
  bearer,
  createTestApp,
  createUsersOnce,
  setupTestApp,
  type TestApp,
} from '../helpers/test-app';

describe('Till (Buy Goods) numbers', () => {
  const quiet = { info() {}, warn() {}, error() {} };

  it('needs MPESA_TILL_NUMBER for CustomerBuyGoodsOnline, and makes it PartyB', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) };
    expect(() =>
      parseConfig({ ...base, MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' }),
    ).toThrow(/MPESA_TILL_NUMBER is required/);
    expect(() => parseConfig({ ...base, MPESA_TRANSACTION_TYPE: 'Cash' })).toThrow(ConfigError);
    const till = parseConfig({
      ...base,
      MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline',
      MPESA_TILL_NUMBER: '5123456',
    });
    expect(till.mpesa).toMatchObject({
      transactionType: 'CustomerBuyGoodsOnline',
      partyB: '5123456',
    });
    expect(parseConfig(base).mpesa).toMatchObject({
      transactionType: 'CustomerPayBillOnline',
      partyB: DARAJA_SANDBOX_SHORTCODE,
    });
    expect(parseConfig(base).paymentMethods).toEqual(['mpesa', 'cash_on_delivery']);
    expect(() => parseConfig({ ...base, PAYMENT_METHODS: 'mpesa,bitcoin' })).toThrow(ConfigError);
  });

  it('sends Buy Goods prompts to the till, and the simulator checks PartyB', async () => {
    const sim = new MpesaSimulator({
      consumerKey: 'k',
      consumerSecret: 's',
      shortcode: DARAJA_SANDBOX_SHORTCODE,
      passkey: DARAJA_SANDBOX_PASSKEY,
      transactionType: 'CustomerBuyGoodsOnline',
      tillNumber: '5123456',
      delayMs: 600_000,
    });
    const baseUrl = await sim.start();
    try {
      const client = (options: {
        transactionType?: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
        partyB?: string;
      }) =>
        new DarajaClient({
          baseUrl,
          consumerKey: 'k',
          consumerSecret: 's',
          shortcode: DARAJA_SANDBOX_SHORTCODE,
          passkey: DARAJA_SANDBOX_PASSKEY,
          log: quiet,
          retries: 0,
          ...options,
        });
      const push = (c: DarajaClient) =>
        c.stkPush({
          amount: 100,
          phone: '254712345678',
          accountReference: 'ORD-000001',
          description: 'Order 1',
          callbackUrl: 'http://127.0.0.1:9/never',
        });
      const accepted = await push(
        client({ transactionType: 'CustomerBuyGoodsOnline', partyB: '5123456' }),
      );
      expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
      await expect(
        push(
          client({ transactionType: 'CustomerBuyGoodsOnline', partyB: DARAJA_SANDBOX_SHORTCODE }),
        ),
      ).rejects.toThrow(/PartyB/);
      await expect(push(client({}))).rejects.toBeInstanceOf(DarajaError);
    } finally {
      await sim.stop();
    }
  });
});

describe('invoice numbers: gap-free with concurrent payments', () => {
  // Every request gets a connection at once, so all 50 queue on the year's counter row itself.
  const t = setupTestApp({ DATABASE_POOL_MAX: '30' });
  const { owner, shopper } = createUsersOnce(t, { owner: { admin: true }, shopper: {} });
  let second: TestApp | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('pays 50 orders at once (two app instances on one PostgreSQL database) and finds 50 consecutive numbers', async () => {
    const database = t.config.database;
    // Two processes' worth of pools on one PostgreSQL database; SQLite is one file for one process.
    second =
      database.kind === 'postgres'
        ? await createTestApp({ DATABASE_URL: database.url, DATABASE_POOL_MAX: '30' })
        : undefined;
    const apps = [t.app, second?.app ?? t.app];
    const orders = await Promise.all(
      Array.from({ length: 50 }, () =>
        insertOrder(t.app, { user_id: shopper.user.id, payment_method: 'cash_on_delivery' }),
      ),
    );
    const results = await Promise.all(
      orders.map((order, i) =>
        (apps[i % 2] ?? t.app).inject({
          method: 'PATCH',
          url: `/api/admin/orders/${order.id}`,
          headers: bearer(owner.token),
          payload: { payment_status: 'Paid' },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(orders.map(() => 200));
    const rows = await t.app.db
      .selectFrom('orders')
      .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
      .select(['invoice_number', 'paid_at'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    const numbers = rows.map((r) => r.invoice_number ?? '').sort();
    const year = numbers[0]?.slice(4, 8);
    expect(numbers.every((n) => n.startsWith(`INV-${year}-`))).toBe(true);
    const serials = numbers.map((n) => Number(n.slice(9)));
    const first = serials[0] ?? 0;
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
    expect(rows.every((r) => r.paid_at !== null)).toBe(true);
    const counter = await t.app.db
      .selectFrom('invoice_counters')
      .selectAll()
      .where('year', '=', Number(year))
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(first + 49);
  }, 60_000);
});
