import { describe, expect, it } from 'vitest';
import { createProduct, postCheckout, SHIPPING } from '../helpers/fixtures';
import { countRows, createUsersOnce, setupTestApp, type TestUser } from '../helpers/test-app';
import { callbackFor, latestPayment, placeOrder, postCallback } from './payment-support';

const STRANGER = '0722 000 333';

describe('M-Pesa prompt flooding: limits per phone number and per account', () => {
  const t = setupTestApp({
    RATE_LIMIT_MPESA_PROMPTS_PER_PHONE: '3/10m',
    RATE_LIMIT_MPESA_PROMPTS_PER_ACCOUNT: '5/10m',
  });
  const { flooder, other, payer } = createUsersOnce(t, {
    flooder: { phone_number: '0711 000 111' },
    other: { phone_number: '0711 000 222' },
    payer: { phone_number: '0711 000 444' },
  });

  const pushes = () => t.app.mpesaSimulator?.stkPushes.length ?? 0;

  async function checkout(user: TestUser, phone: string) {
    const product = await createProduct(t.app, { price: 100, inventory: 10 });
    return postCheckout(t.app, user.token, {
      items: [{ product_id: product.id, quantity: 1, price: 100 }],
      total_amount: 100,
      shipping: SHIPPING,
      payment_method: 'mpesa',
      mpesa_phone: phone,
    });
  }

  it('refuses a fourth prompt to one number within the window, from any account, placing nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await checkout(flooder, STRANGER)).statusCode).toBe(201);
    const orders = await countRows(t.app, 'orders');
    const sent = pushes();
    const refused = await checkout(flooder, STRANGER);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MPESA_PROMPTS_LIMITED' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another account cannot ring that phone either.
    expect((await checkout(other, STRANGER)).json()).toMatchObject({
      code: 'MPESA_PROMPTS_LIMITED',
    });
    expect(await countRows(t.app, 'orders')).toBe(orders);
    expect(pushes()).toBe(sent);
  });

  it('refuses an account past its own limit whatever numbers it uses', async () => {
    // The flooder has asked for 4 prompts (one refused); one more is allowed, then none.
    expect((await checkout(flooder, '0722 000 555')).statusCode).toBe(201);
    const refused = await checkout(flooder, '0722 000 666');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MPESA_PROMPTS_LIMITED' });
  });

  it('lets "Pay again" prompt another number than the account’s only when it is typed again', async () => {
    const { order } = await placeOrder(t.app, payer, { phone: '0722 000 777' });
    await postCallback(
      t.app,
      callbackFor(await latestPayment(t.app, order.id), { resultCode: 1032 }),
    );
    const pay = (payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/pay`,
        headers: { authorization: `Bearer ${payer.token}` },
        ...(payload ? { payload } : {}),
      });
    expect((await pay()).statusCode).toBe(202);
    // Not the number of the checkout: the account's own.
    expect((await latestPayment(t.app, order.id)).phone).toBe('254711000444');
    await t.app.db
      .updateTable('order_payments')
      .set({ pay_requested_at: null })
      .where('order_id', '=', order.id)
      .execute();
    expect((await pay({ mpesa_phone: '0722 000 777' })).statusCode).toBe(202);
    expect((await latestPayment(t.app, order.id)).phone).toBe('254722000777');
  });
});
