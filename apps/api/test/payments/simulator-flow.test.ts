import { beforeAll, describe, expect, it } from 'vitest';
import { createUsersOnce, setupTestApp } from '../helpers/test-app';
import { paymentsOf, placeOrder, readOrderRow } from './payment-support';

/**
 * The whole M-Pesa flow over real HTTP: the shop asks the simulator for a prompt, the simulator
 * calls the shop's callback URL back on loopback, the shopper gets the mail over SMTP.
 */
describe('M-Pesa through the simulator, end to end', () => {
  // The shop records the prompt's CheckoutRequestID once the simulator has answered; a callback before that
  // is left to the status query (not run here), so the phone "answers" after a loaded machine's slowest write.
  const t = setupTestApp({ MPESA_SIM_DELAY_MS: '300' }, { smtp: true });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const { shopper } = createUsersOnce(t, { shopper: {} });

  const settle = async () => {
    await t.app.mpesaSimulator?.idle();
    await t.app.mailOutbox.runOnce();
  };

  it('takes the payment, stores the simulator’s receipt and mails it', async () => {
    const { order } = await placeOrder(t.app, shopper, { price: 2499.5 });
    expect(order.payment).toEqual({
      method: 'mpesa',
      status: 'Pending',
      phone: '2547****678',
      mpesa_receipt: null,
      message: 'Check your phone to complete the M-Pesa payment',
      outcome: 'waiting',
      pay_again_at: null,
    });
    await settle();
    const paid = await readOrderRow(t.app, order.id);
    expect(paid.payment_status).toBe('Paid');
    expect(paid.mpesa_receipt).toMatch(/^SIM[A-Z0-9]{7}$/);

    const confirmation = await t.smtp.waitFor(
      (m) =>
        m.to.includes(shopper.user.email) && m.subject.endsWith(`${order.order_number} confirmed`),
    );
    expect(confirmation.text).toContain('Payment: M-Pesa');
    expect(confirmation.text).toContain(
      'An M-Pesa prompt for KSh 2,500 has been sent to 0712 345 678',
    );
    const receipt = await t.smtp.waitFor((m) => m.subject.endsWith('payment received'));
    expect(receipt.text).toContain(`M-Pesa receipt: ${paid.mpesa_receipt ?? ''}`);
    // What the phone paid: the total rounded up to whole shillings.
    expect(receipt.text).toContain('We have received your payment of KSh 2,500');
  });

  it('fails a payment cancelled on the phone (…0001), then takes it from another number', async () => {
    const { order } = await placeOrder(t.app, shopper, { phone: '0712 340 001' });
    await settle();
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Failed',
      payment_message: 'The payment was cancelled on the phone',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.order_number}/pay`,
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: { mpesa_phone: '+254 722 123 456' },
    });
    expect(res.statusCode).toBe(202);
    await settle();
    expect((await readOrderRow(t.app, order.id)).payment_status).toBe('Paid');
    expect((await paymentsOf(t.app, order.id)).map((p) => [p.phone, p.status])).toEqual([
      ['254712340001', 'Failed'],
      ['254722123456', 'Paid'],
    ]);
  });

  it('fails a payment for insufficient balance (…0003) with a clear reason', async () => {
    const { order } = await placeOrder(t.app, shopper, { phone: '0712340003' });
    await settle();
    expect(await readOrderRow(t.app, order.id)).toMatchObject({
      payment_status: 'Failed',
      payment_message:
        'Your M-Pesa balance was not enough for this payment. Top up, then use "Pay again".',
      payment_outcome: 'failed',
    });
  });

  it('sends no prompt for pay on delivery and tells the shopper how to pay', async () => {
    const pushes = t.app.mpesaSimulator?.stkPushes.length;
    const { order } = await placeOrder(t.app, shopper, { method: 'cash_on_delivery' });
    expect(order.payment).toEqual({
      method: 'cash_on_delivery',
      status: 'Pending',
      phone: null,
      mpesa_receipt: null,
      message: 'Pay on delivery: pay the rider in cash or by M-Pesa when your order arrives',
      outcome: 'offline',
      pay_again_at: null,
    });
    await settle();
    expect(t.app.mpesaSimulator?.stkPushes.length).toBe(pushes);
    expect(await paymentsOf(t.app, order.id)).toEqual([]);
    const mail = await t.smtp.waitFor((m) => m.subject.endsWith(`${order.order_number} confirmed`));
    expect(mail.text).toContain('Payment: Pay on delivery');
    expect(mail.text).toContain('Pay the rider KSh 1,250 in cash or by M-Pesa');
  });
});
