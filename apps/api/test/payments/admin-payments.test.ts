import { describe, expect, it } from 'vitest';
import { insertOrder } from '../helpers/fixtures';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import { historyOf, mailAbout, placeOrder, readOrderRow } from './payment-support';

describe('PATCH /admin/orders/{id} with payment_status', () => {
  const t = setupTestApp();
  const { admin, shopper } = createUsersOnce(t, { admin: { admin: true }, shopper: {} });

  const patch = (ref: string | number, payload: object, token = admin.token) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${ref}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('marks a pay-on-delivery order Paid when the rider collects, with history and a receipt mail', async () => {
    const { order } = await placeOrder(t.app, shopper, { method: 'cash_on_delivery' });
    const res = await patch(order.id, { payment_status: 'Paid' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Pending',
      payment_status: 'Paid',
      payment: { method: 'cash_on_delivery', status: 'Paid', message: 'Payment received' },
    });
    expect(res.json().status_history.at(-1)).toEqual({
      status: 'Pending',
      payment_status: 'Paid',
      note: 'Payment marked Paid by an admin',
      changed_by: admin.user.id,
      changed_at: expect.any(String),
    });
    // No status mail for a payment change, but the receipt.
    expect(await mailAbout(t.app, order.order_number)).toEqual([
      `Mavazi order ${order.order_number} confirmed`,
      `Mavazi order ${order.order_number}: payment received`,
    ]);
  });

  it('changes the status and the payment together in one history row', async () => {
    const { order } = await placeOrder(t.app, shopper, { method: 'credit_card' });
    const res = await patch(order.order_number, { status: 'Confirmed', payment_status: 'Paid' });
    expect(res.statusCode).toBe(200);
    const history = await historyOf(t.app, order.id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      status: 'Confirmed',
      payment_status: 'Paid',
      changed_by: admin.user.id,
    });
    expect(await mailAbout(t.app, order.order_number)).toHaveLength(3);
  });

  it('follows the payment rules: refunds only what was paid, nothing after a refund (409)', async () => {
    const { order } = await placeOrder(t.app, shopper, { method: 'paypal' });
    const early = await patch(order.id, { payment_status: 'Refunded' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'PAYMENT_STATUS_CHANGE_NOT_ALLOWED',
      error: 'A payment that is Pending cannot become Refunded',
    });
    expect((await patch(order.id, { payment_status: 'Paid' })).statusCode).toBe(200);
    expect((await patch(order.id, { payment_status: 'Refunded' })).json()).toMatchObject({
      payment_status: 'Refunded',
      payment: { message: 'The payment was refunded' },
    });
    const history = (await historyOf(t.app, order.id)).length;
    expect((await patch(order.id, { payment_status: 'Paid' })).statusCode).toBe(409);
    expect(await historyOf(t.app, order.id)).toHaveLength(history);
    // The same payment status again changes nothing and writes nothing.
    expect((await patch(order.id, { payment_status: 'Refunded' })).statusCode).toBe(200);
    expect(await historyOf(t.app, order.id)).toHaveLength(history);
  });

  it('replaces the message the M-Pesa flow stored with the one for the new status', async () => {
    const { order } = await placeOrder(t.app, shopper, { phone: '0712 340 002' });
    expect((await readOrderRow(t.app, order.id)).payment_message).toBe(
      'Check your phone to complete the M-Pesa payment',
    );
    const res = await patch(order.id, { payment_status: 'Paid' });
    expect(res.json().payment).toMatchObject({ status: 'Paid', message: 'Paid with M-Pesa' });
  });

  it('keeps the delivery date when the payment is recorded after delivery', async () => {
    const { order } = await placeOrder(t.app, shopper, { method: 'cash_on_delivery' });
    expect((await patch(order.id, { status: 'Confirmed' })).statusCode).toBe(200);
    expect((await patch(order.id, { status: 'Delivered' })).statusCode).toBe(200);
    await t.app.db
      .updateTable('order_status_history')
      .set({ created_at: '2026-03-02T09:00:00.000Z' })
      .where('order_id', '=', order.id)
      .where('status', '=', 'Delivered')
      .execute();
    const paid = await patch(order.id, { payment_status: 'Paid' });
    expect(paid.json()).toMatchObject({
      status: 'Delivered',
      payment_status: 'Paid',
      expectedDeliveryDate: '2026-03-02',
    });
  });

  it('refuses a body without a status or payment_status, or with an unknown one', async () => {
    const order = await insertOrder(t.app, { user_id: shopper.user.id });
    for (const payload of [{}, { payment_status: 'Unpaid' }, { currentLocation: 'Thika' }]) {
      const res = await patch(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await historyOf(t.app, order.id)).toHaveLength(0);
  });

  it('is for admins only', async () => {
    const order = await insertOrder(t.app, { user_id: shopper.user.id });
    expect((await patch(order.id, { payment_status: 'Paid' }, shopper.token)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      payload: { payment_status: 'Paid' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await readOrderRow(t.app, order.id)).payment_status).toBe('Pending');
  });
});
