import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addToCart, getCartItems } from '../../../lib/cart-store';
import { fakeApi } from '../../../test/fake-api';
import { deliveryOptions, order as orderFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const dress = {
  id: 1,
  name: 'Kitenge Dress',
  price: 2499.5,
  imageUrl: '/images/products/a.svg',
  inventory: 5,
};

const order = orderFixture();
const tracked = { ...order, expectedDeliveryDate: null, currentLocation: null, status_history: [] };

function setup() {
  addToCart(dress, 2);
  const api = fakeApi({
    'GET /delivery/options': { body: deliveryOptions },
    'POST /checkout': {
      status: 201,
      body: { message: 'Order placed successfully', order, lookup_token: 'secret-token-123' },
    },
    'GET /orders/lookup': { body: tracked },
  });
  return { api, ...renderApp('/checkout') };
}

describe('guest checkout', () => {
  it('places the order as a guest and opens its private page', async () => {
    const { api, user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await user.type(await screen.findByLabelText('Full name'), 'Achieng Otieno');
    await user.type(screen.getByLabelText('Email'), 'achieng@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '0712 345 678');
    await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
    await user.type(screen.getByLabelText('Town or area'), 'Westlands');
    await user.type(screen.getByLabelText('Street and building'), 'Mpaka Road');
    await user.type(screen.getByLabelText('Delivery phone'), '0712 345 678');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
    await user.type(screen.getByLabelText('M-Pesa phone number'), '0712 345 678');
    // 4,999 + 250 Nairobi door delivery, in whole shillings.
    await user.click(screen.getByRole('button', { name: 'Place order · Pay KSh 5,249' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/lookup'));
    const [call] = api.callsTo('POST /checkout');
    expect(call?.authorization).toBeNull();
    expect(call?.body).toMatchObject({
      guest: { name: 'Achieng Otieno', email: 'achieng@example.com', phone: '254712345678' },
    });
    expect(router.state.location.search).toBe('?number=ORD-000042&token=secret-token-123');
    expect(await screen.findByText('Thank you! Your order has been placed.')).toBeInTheDocument();
    expect(getCartItems()).toEqual([]);
    expect(sessionStorage.getItem('mavazi_checkout')).toBeNull();
  });

  it('keeps the guest choice and the typed fields across a reload', async () => {
    const first = setup();
    await first.user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await first.user.type(await screen.findByLabelText('Full name'), 'Achieng Otieno');
    await first.user.type(screen.getByLabelText('Town or area'), 'Westlands');
    await first.user.selectOptions(screen.getByLabelText('Payment method'), 'cash_on_delivery');
    first.unmount();

    renderApp('/checkout');
    expect(await screen.findByLabelText('Full name')).toHaveValue('Achieng Otieno');
    expect(screen.getByLabelText('Town or area')).toHaveValue('Westlands');
    expect(screen.getByLabelText('Payment method')).toHaveValue('cash_on_delivery');
    expect(
      screen.getByRole('button', { name: /^Place order · Pay KSh .* on delivery$/ }),
    ).toBeInTheDocument();
  });

  it('asks to sign in when the email has an account', async () => {
    addToCart(dress, 1);
    fakeApi({
      'GET /delivery/options': { body: deliveryOptions },
      'POST /checkout': {
        status: 409,
        body: { error: 'This email has an account: sign in', code: 'GUEST_EMAIL_REGISTERED' },
      },
    });
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Continue as guest' }));
    await user.type(await screen.findByLabelText('Full name'), 'Achieng Otieno');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '0712 345 678');
    await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
    await user.type(screen.getByLabelText('Town or area'), 'Westlands');
    await user.type(screen.getByLabelText('Street and building'), 'Mpaka Road');
    await user.type(screen.getByLabelText('Delivery phone'), '0712 345 678');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'cash_on_delivery');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(
      await screen.findByText('This email has an account. Please sign in to use it.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
