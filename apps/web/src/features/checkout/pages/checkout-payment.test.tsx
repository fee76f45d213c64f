import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addToCart } from '../../../lib/cart-store';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { deliveryOptions, order, shopInfo, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

function setup(
  profilePhone: string | null = shopper.phone_number,
  routes: Record<string, FakeRoute> = {},
) {
  signIn();
  addToCart({ id: 1, name: 'Kitenge Dress', price: 2499.5, imageUrl: '/a.svg', inventory: 5 }, 1);
  const api = fakeApi({
    'GET /current_user': { body: { ...shopper, phone_number: profilePhone } },
    'GET /delivery/options': { body: deliveryOptions },
    'POST /checkout': {
      status: 201,
      body: { message: 'Order placed successfully', order: order() },
    },
    'GET /orders/42/payment': {
      body: { payment_status: 'Pending', mpesa_receipt: null, message: 'Check your phone' },
    },
    ...routes,
  });
  return { api, ...renderApp('/checkout') };
}

/** A Nairobi address: door delivery, KES 250, is chosen by the page (the total becomes 2749.50). */
async function fillShipping(user: UserEvent) {
  await user.selectOptions(await screen.findByLabelText('County'), 'Nairobi');
  await user.type(screen.getByLabelText('Town or area'), 'Westlands');
  await user.type(screen.getByLabelText('Street and building'), 'Mpaka Road, Block B');
  await screen.findByRole('radio', { name: /Door delivery in Nairobi/, checked: true });
}

const phoneField = () => screen.getByLabelText('M-Pesa phone number');

describe('checkout payment', () => {
  it('offers the four methods by their names when the shop lists them all', async () => {
    setup(shopper.phone_number, {
      'GET /shop': {
        body: {
          ...shopInfo,
          payment_methods: ['mpesa', 'cash_on_delivery', 'credit_card', 'paypal'],
        },
      },
    });
    const select = await screen.findByLabelText('Payment method');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Select a payment method',
        'M-Pesa',
        'Pay on delivery',
        // Honest: nothing takes cards or PayPal online.
        'Credit card (the shop will contact you to pay)',
        'PayPal (the shop will contact you to pay)',
      ]),
    );
  });

  it('offers only what PAYMENT_METHODS lists (M-Pesa and pay on delivery by default)', async () => {
    setup();
    const select = await screen.findByLabelText('Payment method');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a payment method', 'M-Pesa', 'Pay on delivery']),
    );
  });

  it('asks for the M-Pesa number only for M-Pesa, filled from the profile', async () => {
    const { user } = setup();
    const select = await screen.findByLabelText('Payment method');
    expect(screen.queryByLabelText('M-Pesa phone number')).not.toBeInTheDocument();
    await user.selectOptions(select, 'mpesa');
    expect(phoneField()).toHaveValue('0712 345 678');
    expect(
      screen.getByText('The M-Pesa prompt for KSh 2,500 goes to 0712 345 678'),
    ).toBeInTheDocument();
    await user.selectOptions(select, 'cash_on_delivery');
    expect(screen.queryByLabelText('M-Pesa phone number')).not.toBeInTheDocument();
  });

  it('checks the number as it is typed', async () => {
    const { user } = setup(null);
    await user.selectOptions(await screen.findByLabelText('Payment method'), 'mpesa');
    const phone = phoneField();
    expect(phone).toHaveValue('');
    await user.type(phone, '0812 345 678');
    expect(
      await screen.findByText('Enter a Kenyan mobile number like 0712 345 678'),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.clear(phone);
    await user.type(phone, '+254 722 000 111');
    expect(
      screen.getByText('The M-Pesa prompt for KSh 2,500 goes to 0722 000 111'),
    ).toBeInTheDocument();
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('refuses M-Pesa without a usable number before any call', async () => {
    const { api, user } = setup(null);
    await fillShipping(user);
    await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(
      await screen.findByText('Enter a Kenyan mobile number like 0712 345 678'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /checkout')).toHaveLength(0);
  });

  it('sends the typed number with an M-Pesa order and opens the confirmation that follows it', async () => {
    const { api, user, router } = setup();
    await fillShipping(user);
    await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
    await user.clear(phoneField());
    await user.type(phoneField(), '0722 000 111');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(api.callsTo('POST /checkout')[0]?.body).toMatchObject({
      payment_method: 'mpesa',
      mpesa_phone: '0722 000 111',
    });
    expect(await screen.findByRole('region', { name: 'Payment: M-Pesa' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /orders/42/payment').length).toBeGreaterThan(0));
  });

  it('sends pay-on-delivery orders without a number', async () => {
    const { api, user } = setup();
    await fillShipping(user);
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash_on_delivery');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(api.callsTo('POST /checkout')).toHaveLength(1));
    const body = api.callsTo('POST /checkout')[0]?.body as Record<string, unknown>;
    expect(body.payment_method).toBe('cash_on_delivery');
    expect(body).not.toHaveProperty('mpesa_phone');
  });
});
