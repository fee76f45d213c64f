import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order, TrackedOrder } from '@mavazi/shared/orders.schemas';
import { fakeApi } from '../../../test/fake-api';
import { order as orderFixture, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

const failed = orderFixture({
  payment_status: 'Failed',
  payment: {
    method: 'mpesa',
    status: 'Failed',
    phone: '2547****678',
    mpesa_receipt: null,
    message: 'The payment was cancelled on the phone',
    outcome: 'cancelled',
    pay_again_at: null,
  },
});

function renderMyOrders(orders: Order[], routes: Parameters<typeof fakeApi>[0] = {}) {
  signIn();
  const api = fakeApi({
    'GET /current_user': { body: shopper },
    'GET /orders': { body: orders },
    ...routes,
  });
  return { api, ...renderApp('/my-orders') };
}

const card = (number = 'ORD-000042') => screen.findByRole('article', { name: `Order ${number}` });

describe('payment on My Orders and the tracking page', () => {
  it('shows a failed M-Pesa payment and sends a new prompt to the number given', async () => {
    let asked = false;
    const { api, user } = renderMyOrders([failed], {
      'POST /orders/42/pay': () => {
        asked = true;
        return { status: 202, body: { message: 'Check your phone' } };
      },
      'GET /orders/42/payment': () => ({
        body: asked
          ? {
              payment_status: 'Pending',
              mpesa_receipt: null,
              message: 'Check your phone',
              outcome: 'waiting',
              pay_again_at: new Date(Date.now() + 30_000).toISOString(),
            }
          : { ...failed.payment, payment_status: 'Failed' },
      }),
    });
    const c = within(await card());
    expect(c.getByText('M-Pesa · Payment failed')).toBeInTheDocument();
    expect(c.getByText('The payment was cancelled on the phone')).toBeInTheDocument();
    const phone = c.getByLabelText('M-Pesa phone number');
    expect(phone).toHaveValue('0712 345 678');
    await user.clear(phone);
    await user.type(phone, '0733 444 555');
    await user.click(c.getByRole('button', { name: 'Pay again' }));
    expect(await c.findByText('Check your phone')).toBeInTheDocument();
    expect(api.callsTo('POST /orders/42/pay')[0]?.body).toEqual({ mpesa_phone: '254733444555' });
    // The new prompt has its 30 s: the next one waits for the countdown.
    expect(c.getByRole('button', { name: 'Pay again' })).toBeDisabled();
    expect(c.getByRole('timer')).toHaveTextContent(/You can ask for another prompt in \d+ s/);
  });

  it('shows the refusal when the order cannot be paid again', async () => {
    const { user } = renderMyOrders([failed], {
      'POST /orders/42/pay': {
        status: 409,
        body: {
          error: 'This order was cancelled; please place a new order',
          code: 'ORDER_CANCELLED',
        },
      },
    });
    const c = within(await card());
    await user.click(c.getByRole('button', { name: 'Pay again' }));
    expect(await c.findByRole('alert')).toHaveTextContent(
      'This order was cancelled; please place a new order',
    );
  });

  it('shows the receipt of a paid order and offers nothing for paid, cancelled or other orders', async () => {
    renderMyOrders([
      orderFixture({
        payment_status: 'Paid',
        payment: {
          method: 'mpesa',
          status: 'Paid',
          phone: '2547****678',
          mpesa_receipt: 'SIM4K7Q2ZT',
          message: 'Paid with M-Pesa, receipt SIM4K7Q2ZT',
          outcome: 'paid',
          pay_again_at: null,
        },
      }),
      { ...failed, id: 43, order_number: 'ORD-000043', status: 'Cancelled' },
      orderFixture({
        id: 44,
        order_number: 'ORD-000044',
        payment_method: 'paypal',
        payment: {
          method: 'paypal',
          status: 'Pending',
          phone: null,
          mpesa_receipt: null,
          message: 'Pay later: the shop will contact you to arrange the payment',
          outcome: 'offline',
          pay_again_at: null,
        },
      }),
    ]);
    const paid = within(await card());
    expect(paid.getByText('SIM4K7Q2ZT')).toBeInTheDocument();
    for (const number of ['ORD-000042', 'ORD-000043', 'ORD-000044']) {
      expect(within(await card(number)).queryByRole('button', { name: 'Pay again' })).toBeNull();
    }
    expect(
      within(await card('ORD-000044')).getByText(
        'Pay later: the shop will contact you to arrange the payment',
      ),
    ).toBeInTheDocument();
  });

  it('says on the card what the payment box says, from the server’s live state', async () => {
    // The list was read while the payment waited; it has failed since.
    const waiting = orderFixture();
    renderMyOrders([waiting], {
      'GET /orders/42/payment': {
        body: {
          payment_status: 'Failed',
          mpesa_receipt: null,
          message: 'The M-Pesa PIN was wrong. Use "Pay again" and enter your PIN carefully.',
          outcome: 'failed',
          pay_again_at: null,
        },
      },
    });
    const c = within(await card());
    expect(await c.findByText('M-Pesa · Payment failed')).toBeInTheDocument();
    expect(c.queryByText('M-Pesa · Awaiting payment')).not.toBeInTheDocument();
    expect(c.getByText('Payment did not go through')).toBeInTheDocument();
    expect(
      c.getByText('The M-Pesa PIN was wrong. Use "Pay again" and enter your PIN carefully.'),
    ).toBeInTheDocument();
  });

  it('shows the payment beside the tracking result', async () => {
    signIn();
    const tracked: TrackedOrder = {
      ...failed,
      expectedDeliveryDate: '2026-03-05',
      currentLocation: 'Nairobi warehouse',
      status_history: [],
    };
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders/42': { body: tracked },
      'POST /notify-order-status/42': { body: { message: 'Notification sent' } },
    });
    const { user } = renderApp('/order-tracking');
    await screen.findByRole('button', { name: 'Logout' });
    await user.type(screen.getByLabelText('Order ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    const panel = await screen.findByRole('region', { name: 'Payment: M-Pesa' });
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
  });
});
