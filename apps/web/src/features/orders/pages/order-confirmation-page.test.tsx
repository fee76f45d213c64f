import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@mavazi/shared/orders.schemas';
import type { PaymentState } from '@mavazi/shared/payments.schemas';
import { fakeApi } from '../../../test/fake-api';
import { order as orderFixture, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

const SPEC_TEXT =
  'Success! Your order has been placed successfully. Check your email for the Order Number.';
const CHECK_PHONE = 'Check your phone to complete the M-Pesa payment';
const pending: PaymentState = {
  payment_status: 'Pending',
  mpesa_receipt: null,
  message: CHECK_PHONE,
  outcome: 'waiting',
  pay_again_at: null,
};
const paid: PaymentState = {
  payment_status: 'Paid',
  mpesa_receipt: 'SIM4K7Q2ZT',
  message: 'Paid with M-Pesa, receipt SIM4K7Q2ZT',
  outcome: 'paid',
  pay_again_at: null,
};
const cancelled: PaymentState = {
  payment_status: 'Failed',
  mpesa_receipt: null,
  message: 'The payment was cancelled on the phone',
  outcome: 'cancelled',
  pay_again_at: null,
};
const timedOut: PaymentState = {
  payment_status: 'Failed',
  mpesa_receipt: null,
  message:
    'We did not hear back from M-Pesa about this payment. If you did not pay, use "Pay again".',
  outcome: 'timed_out',
  pay_again_at: null,
};
/** An order checkout has just placed: its prompt is seconds old. */
const justPlaced = () => orderFixture({ created_at: new Date().toISOString() });

/** Answers the payment reads in turn, repeating the last one. */
function answersInTurn(...states: PaymentState[]) {
  let call = 0;
  return () => ({ body: states[Math.min(call++, states.length - 1)] });
}

function renderConfirmation(
  routes: Parameters<typeof fakeApi>[0],
  order: Order | null = orderFixture(),
) {
  signIn();
  const api = fakeApi({ 'GET /current_user': { body: shopper }, ...routes });
  const state = order ? { message: 'Order placed successfully', order } : undefined;
  const view = renderApp('/order-confirmation', { state });
  return { api, ...view };
}

const paymentPanel = () => screen.findByRole('region', { name: 'Payment: M-Pesa' });

describe('order confirmation', () => {
  it('says to check the phone, follows the M-Pesa payment and shows the receipt once paid', async () => {
    const { api } = renderConfirmation(
      { 'GET /orders/42/payment': answersInTurn(pending, paid) },
      justPlaced(),
    );
    expect(await screen.findByText(SPEC_TEXT)).toBeInTheDocument();
    const panel = await paymentPanel();
    expect(within(panel).getByText(CHECK_PHONE)).toBeInTheDocument();
    // A prompt just sent gets its 30 s before another may be asked for: a countdown says so.
    expect(within(panel).getByRole('button', { name: 'Pay again' })).toBeDisabled();
    expect(within(panel).getByRole('timer')).toHaveTextContent(
      /You can ask for another prompt in \d+ s/,
    );

    expect(await within(panel).findByText('SIM4K7Q2ZT', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).getByText('Paid')).toBeInTheDocument();
    expect(within(panel).getByText('Paid with M-Pesa, receipt SIM4K7Q2ZT')).toBeInTheDocument();
    const reads = api.callsTo('GET /orders/42/payment').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    // Settled: no more polling.
    expect(api.callsTo('GET /orders/42/payment')).toHaveLength(reads);
  });

  it('offers "Pay again" with an editable number after a cancelled prompt, and follows the new one', async () => {
    let asked = false;
    const afterAsking = answersInTurn(pending, paid);
    const { api, user } = renderConfirmation({
      'GET /orders/42/payment': () => (asked ? afterAsking() : { body: cancelled }),
      'POST /orders/42/pay': () => {
        asked = true;
        return { status: 202, body: { message: CHECK_PHONE } };
      },
    });
    const panel = await paymentPanel();
    expect(
      await within(panel).findByText('The payment was cancelled on the phone'),
    ).toBeInTheDocument();
    const phone = within(panel).getByLabelText('M-Pesa phone number');
    expect(phone).toHaveValue('0712 345 678');

    await user.clear(phone);
    await user.type(phone, '0812 000 111');
    await user.click(within(panel).getByRole('button', { name: 'Pay again' }));
    expect(
      await within(panel).findByText('Enter a Kenyan mobile number like 0712 345 678'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /orders/42/pay')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '0722 000 111');
    await user.click(within(panel).getByRole('button', { name: 'Pay again' }));
    expect(await within(panel).findByText('SIM4K7Q2ZT', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(api.callsTo('POST /orders/42/pay')[0]?.body).toEqual({ mpesa_phone: '254722000111' });
  });

  it('headlines a cancelled payment as such (also after a reload), never as a success', async () => {
    // The order in the navigation state is the one checkout answered: Pending. The server knows better.
    renderConfirmation({ 'GET /orders/42/payment': { body: cancelled } });
    expect(
      await screen.findByRole('heading', { name: 'Payment cancelled on your phone' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(SPEC_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText(/Your order is saved but not paid yet/)).toBeInTheDocument();
    const panel = await paymentPanel();
    expect(within(panel).getByText('Failed')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pay again' })).toBeEnabled();
  });

  it('says when M-Pesa never answered, offers "Pay again" and the Paybill with the order number', async () => {
    renderConfirmation({ 'GET /orders/42/payment': { body: timedOut } });
    expect(
      await screen.findByRole('heading', { name: 'We did not hear back from M-Pesa' }),
    ).toBeInTheDocument();
    const panel = await paymentPanel();
    expect(within(panel).getByText(timedOut.message)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Pay again' })).toBeEnabled();
    expect(within(panel).getByText('No prompt on your phone? Pay by Paybill')).toBeInTheDocument();
    expect(await within(panel).findByText('174379')).toBeInTheDocument();
    expect(within(panel).getAllByText('ORD-000042').length).toBeGreaterThan(0);
  });

  it('counts down to the next "Pay again" the server allows', async () => {
    const soon = new Date(Date.now() + 20_000).toISOString();
    renderConfirmation({
      'GET /orders/42/payment': { body: { ...cancelled, pay_again_at: soon } },
    });
    const panel = await paymentPanel();
    const timer = await within(panel).findByRole('timer');
    expect(timer).toHaveTextContent(/You can ask for another prompt in (19|20) s/);
    expect(within(panel).getByRole('button', { name: 'Pay again' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(timer).toHaveTextContent(/You can ask for another prompt in (18|19) s/);
  });

  it('shows why a new prompt was refused', async () => {
    const { user } = renderConfirmation({
      'GET /orders/42/payment': { body: cancelled },
      'POST /orders/42/pay': {
        status: 429,
        body: {
          error: 'Please wait 30 seconds before asking for another M-Pesa prompt',
          code: 'PAY_AGAIN_TOO_SOON',
        },
      },
    });
    const panel = await paymentPanel();
    await user.click(await within(panel).findByRole('button', { name: 'Pay again' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Please wait 30 seconds before asking for another M-Pesa prompt',
    );
  });

  it('tells a pay-on-delivery shopper how to pay, without following anything', async () => {
    const { api } = renderConfirmation(
      {},
      orderFixture({
        payment_method: 'cash_on_delivery',
        payment: {
          method: 'cash_on_delivery',
          status: 'Pending',
          phone: null,
          mpesa_receipt: null,
          message: 'Pay on delivery: pay the rider in cash or by M-Pesa when your order arrives',
          outcome: 'offline',
          pay_again_at: null,
        },
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Payment: Pay on delivery' });
    expect(
      within(panel).getByText(
        'Pay on delivery: pay the rider in cash or by M-Pesa when your order arrives',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /orders/42/payment')).toHaveLength(0);
  });
});

const placed = /Your order has been placed successfully/;

describe('order confirmation opened with or without an order', () => {
  it('confirms the order checkout passed on', async () => {
    fakeApi({});
    renderApp('/order-confirmation', { state: { order: orderFixture() } });
    expect(
      await screen.findByRole('heading', {
        name: 'Order placed: waiting for your M-Pesa payment',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(placed)).toBeInTheDocument();
    expect(screen.getByText('ORD-000042')).toBeInTheDocument();
  });

  it('opened directly by a guest, claims nothing and offers ways on', async () => {
    const api = fakeApi({});
    renderApp('/order-confirmation');
    expect(
      await screen.findByRole('heading', { name: 'No order to show here' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(placed)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'My Orders' }),
    ).toHaveAttribute('href', '/my-orders');
    expect(api.callsTo('GET /orders')).toHaveLength(0);
  });

  it('opened directly by a shopper (a reload), shows their latest order', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': {
        body: [orderFixture({ status: 'Confirmed' })],
        headers: { 'X-Total-Count': '1' },
      },
    });
    renderApp('/order-confirmation');
    expect(await screen.findByRole('heading', { name: 'Your latest order' })).toBeInTheDocument();
    expect(screen.queryByText(placed)).not.toBeInTheDocument();
    expect(screen.getAllByText('ORD-000042')[0]).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
      'href',
      '/order-tracking?order=ORD-000042',
    );
  });

  it('tells a shopper without orders there is nothing to show', async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: shopper }, 'GET /orders': { body: [] } });
    renderApp('/order-confirmation');
    expect(
      await screen.findByRole('heading', { name: 'No order to show here' }),
    ).toBeInTheDocument();
  });
});
