import { describe, expect, it } from 'vitest';
import {
  createProduct,
  insertOrder,
  postCheckout,
  readOrderWithPayment,
  SHIPPING,
} from '../helpers/fixtures';
import {
  bearer,
  createTestApp,
  createUser,
  createUsersOnce,
  setupTestApp,
} from '../helpers/test-app';
import { callbackFor, latestPayment, postCallback } from '../payments/payment-support';

describe('admin order search, filters and CSV export', () => {
  const t = setupTestApp();
  const { owner, manager, fulfilment, support, shopper } = createUsersOnce(t, {
    owner: { admin: true },
    manager: { role: 'manager' },
    fulfilment: { role: 'fulfilment' },
    support: { role: 'support' },
    shopper: {},
  });

  const list = (query: string, token = owner.token) =>
    t.app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: bearer(token) });
  const exportCsv = (query: string, token = owner.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?${query}`,
      headers: bearer(token),
    });

  async function withLines(o: Parameters<typeof insertOrder>[1], lines = 1) {
    const order = await insertOrder(t.app, o);
    await t.app.db
      .insertInto('order_items')
      .values(
        Array.from({ length: lines }, (_, i) => ({
          order_id: order.id,
          product_id: null,
          product_name: `Line ${i + 1}`,
          quantity: 1,
          price_cents: 150_000 / lines,
        })),
      )
      .execute();
    return order;
  }

  it('finds orders by M-Pesa receipt, customer and phone, and filters by days, status, payment and county', async () => {
    const buyer = await createUser(t.app, { phone_number: '+254733111222' });
    const receipt = 'SKT4FILT3R';
    const a = await withLines({
      user_id: buyer.user.id,
      mpesa_receipt: receipt,
      payment_status: 'Paid',
      delivery_county: 'Kisumu',
      created_at: '2027-06-10T21:30:00.000Z', // 00:30 on 11 June in Kenya
    });
    const b = await withLines({
      user_id: shopper.user.id,
      payment_method: 'cash_on_delivery',
      delivery_county: 'Nakuru',
      created_at: '2027-06-12T08:00:00.000Z',
    });
    const ids = async (query: string) =>
      (await list(query)).json().map((o: { id: number }) => o.id) as number[];

    expect(await ids(`q=${receipt.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids(`q=${buyer.user.username}`)).toEqual([a.id]);
    expect(await ids('q=0733111222')).toEqual([a.id]);
    expect(await ids(`q=${encodeURIComponent(buyer.user.email)}`)).toEqual([a.id]);
    expect(await ids('from=2027-06-11&to=2027-06-11')).toEqual([a.id]);
    expect(await ids('from=2027-06-12&to=2027-06-12')).toEqual([b.id]);
    expect(await ids('county=Kisumu')).toEqual([a.id]);
    expect(await ids('from=2027-06-01&to=2027-06-30&payment_method=cash_on_delivery')).toEqual([
      b.id,
    ]);
    expect(await ids('from=2027-06-01&to=2027-06-30&payment_status=Paid')).toEqual([a.id]);
    expect(await ids('from=2027-06-01&to=2027-06-30&status=Pending')).toEqual([b.id, a.id]);
    const res = await list('from=2027-06-01&to=2027-06-30&limit=1');
    expect(res.headers['x-total-count']).toBe('2');

    const csv = (await exportCsv('from=2027-06-01&to=2027-06-30')).body.trim().split('\n');
    expect(csv[0]?.startsWith('order_number,placed_at,paid_at,invoice_number')).toBe(true);
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(b.order_number);
    expect(csv[2]).toContain(receipt);
    expect((await exportCsv('county=Kisumu')).body.trim().split('\n')).toHaveLength(2);

    for (const bad of ['from=2027-06-30&to=2027-06-01', 'from=yesterday', `q=${'x'.repeat(101)}`]) {
      expect((await list(bad)).statusCode, bad).toBe(400);
      expect((await exportCsv(bad)).statusCode, bad).toBe(400);
    }
    expect((await list('county=Kisumu', support.token)).statusCode).toBe(200);
    expect((await exportCsv('county=Kisumu', fulfilment.token)).statusCode).toBe(403);
    expect((await exportCsv('county=Kisumu', shopper.token)).statusCode).toBeGreaterThanOrEqual(
      401,
    );
    expect((await exportCsv('county=Kisumu', manager.token)).statusCode).toBe(200);
  });

  it('keeps spreadsheet formulas out of the export', async () => {
    const sneaky = await createUser(t.app, { username: `=HYPERLINK${Date.now()}` });
    await withLines({ user_id: sneaky.user.id, delivery_county: 'Formula' });
    const csv = (await exportCsv('county=Formula')).body;
    expect(csv).toContain("'=HYPERLINK");
  });

  it('streams 50,000 order lines, one row each', async () => {
    const county = 'Bulk';
    const now = new Date().toISOString();
    for (let batch = 0; batch < 10; batch++) {
      const orders = await t.app.db
        .insertInto('orders')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            order_number: `BULK-${batch}-${i}`,
            user_id: shopper.user.id,
            status: 'Pending',
            subtotal_cents: 5000,
            discount_percentage: 0,
            discount_cents: 0,
            total_cents: 5000,
            shipping_address: 'Bulk street',
            delivery_county: county,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await t.app.db
        .insertInto('order_payments')
        .values(
          orders.map((o) => ({
            order_id: o.id,
            payment_method: 'mpesa',
            payment_status: 'Pending',
          })),
        )
        .execute();
      const lines = orders.flatMap((o) =>
        Array.from({ length: 5 }, (_, j) => ({
          order_id: o.id,
          product_id: null,
          product_name: `Bulk line ${j}`,
          quantity: 1,
          price_cents: 1000,
        })),
      );
      for (let i = 0; i < lines.length; i += 1000)
        await t.app.db
          .insertInto('order_items')
          .values(lines.slice(i, i + 1000))
          .execute();
    }
    const res = await exportCsv(`county=${county}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = res.body.trim().split('\n');
    expect(rows).toHaveLength(50_001);
    expect(new Set(rows.slice(1).map((r) => r.split(',')[0])).size).toBe(10_000);
  }, 120_000);
});

describe('VAT, invoices and payment methods', () => {
  const t = setupTestApp({
    PAYMENT_METHODS: 'mpesa,cash_on_delivery',
    SHOP_KRA_PIN: 'P051234567X',
  });
  const { owner, fulfilment, shopper, other } = createUsersOnce(t, {
    owner: { admin: true },
    fulfilment: { role: 'fulfilment' },
    shopper: {},
    other: {},
  });

  async function checkout(method: string, price = 2320) {
    const product = await createProduct(t.app, { price, inventory: 10 });
    return postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price }],
      total_amount: price,
      shipping: SHIPPING,
      payment_method: method,
    });
  }

  it('offers only PAYMENT_METHODS: GET /shop lists them, checkout refuses any other', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json().payment_methods).toEqual(['mpesa', 'cash_on_delivery']);
    for (const method of ['paypal', 'credit_card']) {
      const res = await checkout(method);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('METHOD_NOT_OFFERED');
    }
    expect((await checkout('bitcoin')).statusCode).toBe(400);
  });

  it('stores the VAT at checkout and gives a paid order the next invoice, printable by its owner and staff', async () => {
    const placed = await checkout('mpesa', 2320);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order).toMatchObject({ vat_amount: 320, vat_rate: 16, invoice_number: null });
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('subject', 'like', `%${order.order_number}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Including VAT 16%: KSh 320');

    const invoice = (token: string, admin = false) =>
      t.app.inject({
        method: 'GET',
        url: `/api/${admin ? 'admin/' : ''}orders/${order.id}/invoice`,
        headers: bearer(token),
      });
    const early = await invoice(shopper.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('INVOICE_NOT_READY');

    const payment = await latestPayment(t.app, order.id);
    expect(
      (await postCallback(t.app, callbackFor(payment, { receipt: 'SKV1NV0ICE' }))).statusCode,
    ).toBe(200);
    const row = await readOrderWithPayment(t.app, order.id);
    expect(row.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(row.paid_at).toBe(payment.settled_at ?? row.paid_at);
    expect(row.paid_at).not.toBeNull();

    const html = await invoice(shopper.token);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    for (const text of [
      row.invoice_number ?? '',
      'P051234567X',
      'VAT 16% (included)',
      'KSh 320',
      'KSh 2,320',
      'SKV1NV0ICE',
      '@media print',
    ])
      expect(html.body).toContain(text);
    expect((await invoice(other.token)).statusCode).toBe(404);
    expect((await invoice(fulfilment.token, true)).statusCode).toBe(200);
    expect((await invoice(shopper.token, true)).statusCode).toBeGreaterThanOrEqual(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/ORD-999999/invoice`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/<script>/invoice`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(400);

    // A second payment notice or marking it paid again keeps the number.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: bearer(owner.token),
      payload: { status: 'Confirmed' },
    });
    const again = await t.app.db
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(again.invoice_number).toBe(row.invoice_number);
  });

  it('escapes what shoppers typed into the invoice', async () => {
    const evil = await createUser(t.app, { username: `<img src=x onerror=alert(1)>${Date.now()}` });
    const order = await insertOrder(t.app, {
      user_id: evil.user.id,
      payment_status: 'Paid',
      invoice_number: 'INV-1999-000001',
      paid_at: new Date().toISOString(),
      shipping_address: '<script>alert(1)</script>',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/invoice`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('stores no VAT for a shop that is not registered (VAT_RATE=0)', async () => {
    const app = await createTestApp({ VAT_RATE: '0' });
    try {
      const buyer = await createUser(app.app);
      const product = await createProduct(app.app, { price: 1000, inventory: 3 });
      const res = await postCheckout(app.app, buyer.token, {
        items: [{ product_id: product.id, quantity: 1, price: 1000 }],
        total_amount: 1000,
        shipping: SHIPPING,
        payment_method: 'cash_on_delivery',
      });
      expect(res.json().order).toMatchObject({ vat_amount: 0, vat_rate: 0 });
    } finally {
      await app.close();
    }
  });
});
