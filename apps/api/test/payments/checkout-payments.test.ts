import { describe, expect, it } from 'vitest';
import { createProduct, postCheckout, SHIPPING, snapshot } from '../helpers/fixtures';
import { createUser, createUsersOnce, setupTestApp, type TestUser } from '../helpers/test-app';
import { mailAbout, paymentsOf, readOrderRow } from './payment-support';

describe('checkout with each payment method', () => {
  const t = setupTestApp();
  const { shopper } = createUsersOnce(t, { shopper: {} });

  async function checkout(user: TestUser, extra: Record<string, unknown>) {
    const product = await createProduct(t.app, { price: 800, inventory: 5 });
    const res = await postCheckout(t.app, user.token, {
      items: [{ product_id: product.id, quantity: 1, price: 800 }],
      total_amount: 800,
      shipping: SHIPPING,
      payment_method: 'mpesa',
      ...extra,
    });
    return { res, product };
  }

  // Every form is checked in packages/shared/src/kenya.test.ts; these show the API uses that rule.
  it.each([
    ['0712 345 678', '254712345678'],
    ['0112-345-678', '254112345678'],
    ['254 722 000 111', '254722000111'],
    ['+254 733 444 555', '254733444555'],
  ])('takes the M-Pesa number %j and prompts %s', async (typed, stored) => {
    const { res } = await checkout(shopper, { mpesa_phone: typed });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order.payment.phone).toBe(`${stored.slice(0, 4)}****${stored.slice(-3)}`);
    expect((await readOrderRow(t.app, order.id)).mpesa_phone).toBe(stored);
    expect(t.app.mpesaSimulator?.stkPushes.at(-1)?.phone).toBe(stored);
  });

  it.each([
    '0812345678',
    '071234567',
    '+255712345678',
    '2540712345678',
    '0712.345.678',
    'phone',
    712345678,
  ])('refuses the M-Pesa number %j with 400, changing nothing', async (typed) => {
    const product = await createProduct(t.app, { price: 800, inventory: 5 });
    const before = await snapshot(t.app, [product.id]);
    const res = await postCheckout(t.app, shopper.token, {
      items: [{ product_id: product.id, quantity: 1, price: 800 }],
      total_amount: 800,
      shipping: SHIPPING,
      payment_method: 'mpesa',
      mpesa_phone: typed,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { mpesa_phone: expect.any(String) },
    });
    expect(await snapshot(t.app, [product.id])).toEqual(before);
  });

  it('uses the account’s phone without mpesa_phone, and refuses when that is no Kenyan mobile', async () => {
    const { res } = await checkout(shopper, {});
    expect(res.statusCode).toBe(201);
    expect((await readOrderRow(t.app, res.json().order.id)).mpesa_phone).toBe('254712345678');

    const noPhone = await createUser(t.app, { phone_number: '020 123 4567' });
    const product = await createProduct(t.app, { price: 800, inventory: 5 });
    const before = await snapshot(t.app, [product.id]);
    const refused = await postCheckout(t.app, noPhone.token, {
      items: [{ product_id: product.id, quantity: 1, price: 800 }],
      total_amount: 800,
      shipping_address: 'Moi Avenue 12, Nairobi',
      payment_method: 'mpesa',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'MPESA_PHONE_REQUIRED',
      details: { mpesa_phone: expect.stringContaining('0712 345 678') },
    });
    expect(await snapshot(t.app, [product.id])).toEqual(before);
    // The same shopper pays on delivery without a number.
    expect((await checkout(noPhone, { payment_method: 'cash_on_delivery' })).res.statusCode).toBe(
      201,
    );
  });

  it.each([
    ['cash_on_delivery', 'Pay on delivery', 'Pay the rider KSh 800 in cash or by M-Pesa'],
    ['credit_card', 'Credit card', 'Pay later: we will contact you'],
    ['paypal', 'PayPal', 'Pay later: we will contact you'],
  ])('places a %s order without a prompt and says how to pay', async (method, label, howTo) => {
    const pushes = t.app.mpesaSimulator?.stkPushes.length;
    const { res } = await checkout(shopper, {
      payment_method: method,
      mpesa_phone: '0799 999 999',
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({
      payment_method: method,
      payment_status: 'Pending',
      payment: { method, status: 'Pending', phone: null, mpesa_receipt: null },
    });
    expect(t.app.mpesaSimulator?.stkPushes.length).toBe(pushes);
    expect(await paymentsOf(t.app, order.id)).toEqual([]);
    const mail = await t.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('subject', '=', `Mavazi order ${order.order_number} confirmed`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Payment: ${label}`);
    expect(mail.text_body).toContain(howTo);
  });

  it('refuses an unknown payment method, naming the four', async () => {
    const { res } = await checkout(shopper, { payment_method: 'bitcoin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.payment_method).toBe(
      'Payment method must be one of mpesa, cash_on_delivery, credit_card, paypal',
    );
  });

  it('sends one prompt for a checkout retried with the same Idempotency-Key', async () => {
    const product = await createProduct(t.app, { price: 800, inventory: 5 });
    const body = {
      items: [{ product_id: product.id, quantity: 1, price: 800 }],
      total_amount: 800,
      shipping: SHIPPING,
      payment_method: 'mpesa',
    };
    const key = { 'idempotency-key': `pay-${product.id}` };
    const first = await postCheckout(t.app, shopper.token, body, key);
    const again = await postCheckout(t.app, shopper.token, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(await paymentsOf(t.app, first.json().order.id)).toHaveLength(1);
    expect(await mailAbout(t.app, first.json().order.order_number)).toHaveLength(1);
  });
});
