import { beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createPromo,
  insertOrder,
  postCheckout,
  SHIPPING,
  snapshot,
} from '../helpers/fixtures';
import { callApi, createUsersOnce, setupTestApp } from '../helpers/test-app';
import { createDeliveryOption, deliveryFor } from './delivery-fixtures';
import type { DeliveryOptionRow, ProductRow } from '../../src/db/schema';

describe('checkout with a delivery option', () => {
  const t = setupTestApp({}, { smtp: true });
  const { shopper, admin } = createUsersOnce(t, { shopper: {}, admin: { admin: true } });
  let nairobi: DeliveryOptionRow;
  beforeAll(async () => {
    nairobi = await createDeliveryOption(t.app, {
      name: 'Door delivery in Nairobi',
      counties: ['Nairobi'],
      fee: 250,
      free_over: 5000,
      eta_min_days: 1,
      eta_max_days: 2,
    });
  });

  const order = (
    product: ProductRow,
    price: number,
    total: number,
    delivery: object,
    extra: object = {},
  ) =>
    postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price }],
      total_amount: total,
      delivery,
      payment_method: 'mpesa',
      ...extra,
    });

  const get = (url: string, token: string) => callApi(t.app, 'GET', url, token);

  it.each([
    ['below the free-from subtotal: the fee is charged', 4999.99, 250, 5249.99],
    ['exactly at the free-from subtotal: free', 5000, 0, 5000],
    ['above the free-from subtotal: free', 7200, 0, 7200],
  ])('%s', async (_, price, fee, total) => {
    const product = await createProduct(t.app, { price, inventory: 5 });
    const res = await order(product, price, total, deliveryFor(nairobi.id));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: price,
      delivery_fee: fee,
      total_amount: total,
      delivery: { fee },
    });
  });

  it('compares the discounted subtotal with free-from and never discounts the fee', async () => {
    const product = await createProduct(t.app, { price: 5500, inventory: 5 });
    await createPromo(t.app, { code: 'TENOFF', discount_percentage: 10 });
    // 5500 − 10 % = 4950, under 5000: the full fee of 250 is added, undiscounted.
    const res = await order(product, 5500, 5200, deliveryFor(nairobi.id), {
      promotion_code: 'TENOFF',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: 5500,
      discount_percentage: 10,
      delivery_fee: 250,
      total_amount: 5200,
    });
  });

  it('stores a copy of the option and the whole address, with the phone normalised', async () => {
    const product = await createProduct(t.app, { price: 1200, inventory: 5 });
    const res = await order(product, 1200, 1450, deliveryFor(nairobi.id));
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      shipping_address: 'Mpaka Road, Block B, door 4, Westlands, Nairobi County',
      delivery_fee: 250,
      delivery: {
        option_id: nairobi.id,
        option_name: 'Door delivery in Nairobi',
        kind: 'door',
        county: 'Nairobi',
        town: 'Westlands',
        street: 'Mpaka Road, Block B, door 4',
        phone: '254712345678',
        notes: 'Blue gate opposite the chemist',
        fee: 250,
        eta_min_days: 1,
        eta_max_days: 2,
      },
    });
  });

  it('serves any county with an option listing none, and takes pick-up options', async () => {
    const anywhere = await createDeliveryOption(t.app, { name: 'Courier', counties: [], fee: 600 });
    const pickup = await createDeliveryOption(t.app, {
      name: 'Pick-up at the shop',
      kind: 'pickup',
      fee: 0,
      eta_min_days: 0,
      eta_max_days: 1,
    });
    const product = await createProduct(t.app, { price: 100, inventory: 5 });
    const far = await order(
      product,
      100,
      700,
      deliveryFor(anywhere.id, { county: 'Turkana', town: 'Lodwar', notes: undefined }),
    );
    expect(far.statusCode, far.body).toBe(201);
    expect(far.json().order.delivery).toMatchObject({ county: 'Turkana', notes: null, fee: 600 });
    const collected = await order(product, 100, 100, deliveryFor(pickup.id));
    expect(collected.statusCode, collected.body).toBe(201);
    expect(collected.json().order.delivery).toMatchObject({
      kind: 'pickup',
      fee: 0,
      street: 'Pick-up at the shop',
    });
  });

  describe('refusals change nothing', () => {
    let product: ProductRow;
    beforeAll(async () => {
      product = await createProduct(t.app, { price: 1000, inventory: 5 });
    });

    const refused = async (
      delivery: object,
      total: number,
      status: number,
      code: string,
      extra: object = {},
    ) => {
      const before = await snapshot(t.app, [product.id]);
      const res = await order(product, 1000, total, delivery, extra);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      expect(await snapshot(t.app, [product.id])).toEqual(before);
      return res.json();
    };

    it('a total that leaves out the delivery fee (409 TOTAL_CHANGED)', async () => {
      await refused(deliveryFor(nairobi.id), 1000, 409, 'TOTAL_CHANGED');
    });

    it('a fee the client names in delivery: ignored, so the total without it is refused', async () => {
      await refused({ ...deliveryFor(nairobi.id), fee: 0 }, 1000, 409, 'TOTAL_CHANGED');
    });

    it('a delivery_fee of its own: refused like every field the server owns (400)', async () => {
      const body = await refused(deliveryFor(nairobi.id), 1000, 400, 'VALIDATION_FAILED', {
        delivery_fee: 0,
      });
      expect(Object.keys(body.details)).toEqual(['delivery_fee']);
    });

    it('an option that does not serve the county (400 DELIVERY_COUNTY_NOT_SERVED)', async () => {
      const body = await refused(
        deliveryFor(nairobi.id, { county: 'Mombasa', town: 'Nyali' }),
        1250,
        400,
        'DELIVERY_COUNTY_NOT_SERVED',
      );
      expect(body.error).toBe(
        'Door delivery in Nairobi does not serve Mombasa County, please choose another option',
      );
      expect(Object.keys(body.details)).toEqual(['delivery.option_id']);
    });

    it('an inactive option (409 DELIVERY_OPTION_UNAVAILABLE)', async () => {
      const retired = await createDeliveryOption(t.app, { is_active: false });
      await refused(deliveryFor(retired.id), 1250, 409, 'DELIVERY_OPTION_UNAVAILABLE');
    });

    it('an unknown option id (409 DELIVERY_OPTION_UNAVAILABLE), or one that is no id at all (400)', async () => {
      await refused(deliveryFor(987_654), 1250, 409, 'DELIVERY_OPTION_UNAVAILABLE');
      await refused(deliveryFor(99_999_999_999), 1250, 400, 'VALIDATION_FAILED');
      await refused(deliveryFor(Number.NaN), 1250, 400, 'VALIDATION_FAILED');
    });

    it.each([
      ['a county that is not one of the 47', { county: 'Atlantis' }, 'delivery.county'],
      ['a foreign phone number', { phone: '+1 202 555 0100' }, 'delivery.phone'],
      ['a phone of letters', { phone: 'call me' }, 'delivery.phone'],
      ['no town', { town: ' ' }, 'delivery.town'],
      ['no street', { street: undefined }, 'delivery.street'],
      ['a huge street', { street: 'x'.repeat(50_000) }, 'delivery.street'],
      ['huge directions', { notes: 'x'.repeat(5_000) }, 'delivery.notes'],
      [
        'a state and zip instead of a county',
        { county: undefined, state: 'NY' },
        'delivery.county',
      ],
    ])('%s (400, the field named)', async (_, change, field) => {
      const body = await refused(deliveryFor(nairobi.id, change), 1250, 400, 'VALIDATION_FAILED');
      expect(Object.keys(body.details)).toContain(field);
    });
  });

  it("refuses the spec's body without delivery while the shop has options (400 naming delivery)", async () => {
    const product = await createProduct(t.app, { price: 800, inventory: 5 });
    const res = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 2, price: 800 }],
      total_amount: 1600,
      shipping_address: SHIPPING.address,
      shipping: SHIPPING,
      payment_method: 'paypal',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { delivery: 'Choose a delivery option' },
    });
  });

  it('answers a retried checkout with the same order, and refuses the key for another address', async () => {
    const product = await createProduct(t.app, { price: 300, inventory: 5 });
    const body = {
      items: [{ product_id: product.id, quantity: 1, price: 300 }],
      total_amount: 550,
      delivery: deliveryFor(nairobi.id),
      payment_method: 'mpesa',
    };
    const key = { 'idempotency-key': `delivery-${product.id}` };
    const first = await postCheckout(t.app, shopper.token, body, key);
    expect(first.statusCode).toBe(201);
    // The same phone written another way is the same request.
    const again = await postCheckout(
      t.app,
      shopper.token,
      { ...body, delivery: { ...body.delivery, phone: '+254 712 345 678' } },
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    const elsewhere = await postCheckout(
      t.app,
      shopper.token,
      { ...body, delivery: { ...body.delivery, street: 'Another street 9' } },
      key,
    );
    expect(elsewhere.statusCode).toBe(422);
  });

  describe('the address wherever the order is shown', () => {
    let placed: { id: number; order_number: string; shipping_address: string };
    const address = 'Mpaka Road, Block B, door 4, Westlands, Nairobi County';

    beforeAll(async () => {
      const product = await createProduct(t.app, { price: 2000, inventory: 5, name: 'Kanga' });
      const res = await order(product, 2000, 2250, deliveryFor(nairobi.id));
      placed = res.json().order;
    });

    it("in the shopper's order list", async () => {
      const list = (await get('/orders', shopper.token)).json();
      expect(list.find((o: { id: number }) => o.id === placed.id)).toMatchObject({
        shipping_address: address,
        delivery: { county: 'Nairobi', town: 'Westlands', phone: '254712345678' },
      });
    });

    it("in tracking, with the option's slowest day as the expected date", async () => {
      const tracked = (await get(`/orders/${placed.order_number}`, shopper.token)).json();
      const row = await t.app.db
        .selectFrom('orders')
        .select('created_at')
        .where('id', '=', placed.id)
        .executeTakeFirstOrThrow();
      const kenyanDay = new Date(Date.parse(row.created_at) + 3 * 3_600_000);
      kenyanDay.setUTCDate(kenyanDay.getUTCDate() + 2);
      expect(tracked).toMatchObject({
        shipping_address: address,
        delivery: {
          option_name: 'Door delivery in Nairobi',
          street: 'Mpaka Road, Block B, door 4',
        },
        currentLocation: 'Nairobi warehouse',
        expectedDeliveryDate: kenyanDay.toISOString().slice(0, 10),
      });
    });

    it('in the admin order list', async () => {
      const list = (await get('/admin/orders', admin.token)).json();
      expect(list.find((o: { id: number }) => o.id === placed.id)).toMatchObject({
        shipping_address: address,
        delivery_fee: 250,
        delivery: {
          option_name: 'Door delivery in Nairobi',
          notes: 'Blue gate opposite the chemist',
        },
      });
    });

    it('in the confirmation mail and the status mails', async () => {
      await t.app.mailOutbox.runOnce();
      const confirmation = await t.smtp.waitFor(
        (m) =>
          m.to.includes(shopper.user.email) &&
          m.subject.includes(`${placed.order_number} confirmed`),
      );
      expect(confirmation.text).toContain('Delivery fee: KSh 250');
      expect(confirmation.text).toContain('Total: KSh 2,250');
      expect(confirmation.text).toContain('Delivery: Door delivery in Nairobi');
      expect(confirmation.text).toContain(`Delivery address: ${address}`);
      expect(confirmation.text).toContain('Delivery phone: 0712 345 678');
      expect(confirmation.text).toContain(
        'Directions for the rider: Blue gate opposite the chemist',
      );
      expect(confirmation.text).toMatch(
        /Expected delivery: \w{3} \d{1,2}( \w{3})? – \w{3} \d{1,2} \w{3}/,
      );

      const patched = await callApi(t.app, 'PATCH', `/admin/orders/${placed.id}`, admin.token, {
        status: 'On Transit',
      });
      expect(patched.json()).toMatchObject({ currentLocation: 'In transit to Westlands, Nairobi' });
      await t.app.mailOutbox.runOnce();
      const status = await t.smtp.waitFor(
        (m) =>
          m.to.includes(shopper.user.email) &&
          m.subject.includes(`${placed.order_number}: On Transit`),
      );
      expect(status.text).toContain(`Delivery address: ${address}`);
      expect(status.text).toContain('Delivery phone: 0712 345 678');
    });
  });

  describe('tracking dates', () => {
    const deliveryColumns = {
      delivery_option_id: 1,
      delivery_option_name: 'Door delivery in Nairobi',
      delivery_kind: 'door',
      delivery_county: 'Nairobi',
      delivery_town: 'Kilimani',
      delivery_street: 'Argwings Kodhek Road 7',
      delivery_phone: '254712345678',
      delivery_notes: null,
      delivery_fee_cents: 25_000,
      delivery_eta_min_days: 1,
      delivery_eta_max_days: 2,
    };

    it("count from the order's Kenyan date: 22:30 UTC on the 22nd is the 23rd in Nairobi", async () => {
      const row = await insertOrder(t.app, {
        user_id: shopper.user.id,
        ...deliveryColumns,
        created_at: '2026-11-22T22:30:00.000Z',
      });
      const tracked = (await get(`/orders/${row.id}`, shopper.token)).json();
      expect(tracked.expectedDeliveryDate).toBe('2026-11-25');
    });

    it('follow a date an admin set instead', async () => {
      const row = await insertOrder(t.app, {
        user_id: shopper.user.id,
        ...deliveryColumns,
        created_at: '2026-11-22T08:00:00.000Z',
        expected_delivery_date: '2026-12-01',
      });
      expect((await get(`/orders/${row.id}`, shopper.token)).json().expectedDeliveryDate).toBe(
        '2026-12-01',
      );
    });

    it('name the pick-up point as where a pick-up order goes', async () => {
      const row = await insertOrder(t.app, {
        user_id: shopper.user.id,
        ...deliveryColumns,
        delivery_kind: 'pickup',
        delivery_option_name: 'Pick-up at our shop, Nairobi CBD',
        status: 'On Transit',
      });
      expect((await get(`/orders/${row.id}`, shopper.token)).json().currentLocation).toBe(
        'In transit to Pick-up at our shop, Nairobi CBD',
      );
    });
  });

  it('shows orders placed before delivery existed without a delivery and with a fee of 0', async () => {
    const older = await insertOrder(t.app, {
      user_id: shopper.user.id,
      shipping_address: '12 Kenyatta Avenue, Nakuru',
      shipping_city: 'Nakuru',
      created_at: '2026-01-10T09:00:00.000Z',
    });
    const tracked = (await get(`/orders/${older.id}`, shopper.token)).json();
    expect(tracked).toMatchObject({
      shipping_address: '12 Kenyatta Avenue, Nakuru',
      delivery_fee: 0,
      delivery: null,
      // The rule of orders without an option: 5 days outside Nairobi.
      expectedDeliveryDate: '2026-01-15',
    });
  });
});
