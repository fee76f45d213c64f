import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '../../../lib/cart-store';
import { HELD_ADDRESS_STORAGE_KEY } from '../../../lib/shipping-store';
import { fakeApi, type FakeReply } from '../../../test/fake-api';
import { deliveryOptions, order, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

/** KSh 5,149 of goods: over the Nairobi option's free-from 5,000. */
function fillCart() {
  addToCart({ id: 1, name: 'Kitenge Dress', price: 2499.5, imageUrl: '/a.svg', inventory: 5 }, 2);
  addToCart({ id: 2, name: 'Linen Shirt', price: 150, imageUrl: '/b.svg', inventory: 5 }, 1);
}

function setup(routes: Record<string, FakeReply | (() => FakeReply)> = {}) {
  signIn();
  fillCart();
  const api = fakeApi({
    'GET /current_user': { body: shopper },
    'GET /delivery/options': { body: deliveryOptions },
    ...routes,
  });
  return { api, ...renderApp('/checkout') };
}

const deliveryGroup = () => screen.getByRole('group', { name: 'Delivery option' });
const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

describe('checkout delivery', () => {
  beforeEach(() => {
    // Monday 23 November 2026, 10:00 in Nairobi; only the clock is faked, timers run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T07:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers only the options of the chosen county, with their fee and dates', async () => {
    const { user } = setup();
    const group = await screen.findByRole('group', { name: 'Delivery option' });
    expect(
      await within(group).findByText('Choose your county to see how we can deliver.'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('County'), 'Mombasa');
    const towns = await screen.findByRole('radio', { name: /Door delivery to the main towns/ });
    expect(towns).toBeChecked();
    expect(within(deliveryGroup()).getAllByRole('radio')).toHaveLength(1);
    expect(within(deliveryGroup()).getByText('Arrives Wed 25 – Thu 26 Nov')).toBeInTheDocument();
    expect(within(deliveryGroup()).getByText('KSh 400')).toBeInTheDocument();
    expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent('KSh 5,549');

    await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
    const radios = within(deliveryGroup()).getAllByRole('radio');
    expect(
      radios.map((r) => r.getAttribute('aria-describedby') && r.closest('label')?.textContent),
    ).toEqual([
      expect.stringContaining('Door delivery in Nairobi'),
      expect.stringContaining('Pick-up at our shop, Nairobi CBD'),
    ]);
    // The choice that no longer fits moved to the county's first option; 5149 ≥ 5000 makes it free.
    expect(radios[0]).toBeChecked();
    const nairobi = radios[0]?.closest('label');
    expect(nairobi).toHaveTextContent('Arrives Tue 24 – Wed 25 Nov');
    expect(nairobi).toHaveTextContent('Free');
    expect(radios[1]?.closest('label')).toHaveTextContent('Ready for pick-up Mon 23 – Tue 24 Nov');
    expect(within(summary()).getByTestId('checkout-total')).toHaveTextContent('KSh 5,149');

    await user.click(screen.getByRole('radio', { name: /Pick-up at our shop/ }));
    expect(
      within(summary()).getByText('Delivery (Pick-up at our shop, Nairobi CBD)'),
    ).toBeVisible();
  });

  it('says so when no option serves the county, and the order cannot be placed', async () => {
    const { api, user } = setup();
    await user.selectOptions(await screen.findByLabelText('County'), 'Lamu');
    expect(
      await within(deliveryGroup()).findByText(/We do not deliver to Lamu County yet/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByText('Choose a delivery option')).toBeInTheDocument();
    expect(api.callsTo('POST /checkout')).toHaveLength(0);
  });

  it('reads the options again when checkout refuses the chosen one, and says why on the group', async () => {
    let options = deliveryOptions;
    const { api, user } = setup({
      'GET /delivery/options': () => ({ body: options }),
      'POST /checkout': () => {
        // Meanwhile an admin deactivated Nairobi door delivery.
        options = deliveryOptions.filter((o) => o.id !== 1);
        return {
          status: 409,
          body: {
            error: 'This delivery option is no longer available, please choose another',
            code: 'DELIVERY_OPTION_UNAVAILABLE',
          },
        };
      },
    });
    await user.selectOptions(await screen.findByLabelText('County'), 'Nairobi');
    await user.type(screen.getByLabelText('Town or area'), 'Westlands');
    await user.type(screen.getByLabelText('Street and building'), 'Mpaka Road');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
    expect(await screen.findByRole('radio', { name: /Door delivery in Nairobi/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: /^Place order/ }));

    const group = screen.getByRole('group', { name: 'Delivery option' });
    expect(
      await within(group).findByText(
        'This delivery option is no longer available, please choose another',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(1));
    expect(within(group).getByRole('radio', { name: /Pick-up at our shop/ })).toBeChecked();
    expect(api.callsTo('GET /delivery/options')).toHaveLength(2);
  });

  it('offers to try again when the options cannot be loaded', async () => {
    let fail = true;
    const { user } = setup({
      'GET /delivery/options': () =>
        fail ? { status: 503, body: { error: 'Down' } } : { body: deliveryOptions },
    });
    const group = await screen.findByRole('group', { name: 'Delivery option' });
    expect(await within(group).findByText('Delivery options could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.selectOptions(screen.getByLabelText('County'), 'Nairobi');
    expect(await screen.findByRole('radio', { name: /Door delivery in Nairobi/ })).toBeChecked();
  });

  it('fills the phone from the profile and checks it as it is typed', async () => {
    const { user } = setup();
    const phone = await screen.findByLabelText('Delivery phone');
    expect(phone).toHaveValue('0712 345 678');
    expect(screen.getByText('The rider will call 0712 345 678')).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '0712 34');
    await user.tab();
    expect(await screen.findByText('Enter a Kenyan mobile number like 0712 345 678')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '5 999');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('The rider will call 0712 345 999')).toBeInTheDocument();
  });

  it('keeps the address of the last order for the next checkout, also after a reload', async () => {
    const { user, unmount } = setup({
      'POST /checkout': {
        status: 201,
        body: { message: 'Order placed successfully', order: order() },
      },
    });
    await user.selectOptions(await screen.findByLabelText('County'), 'Nakuru');
    await user.type(screen.getByLabelText('Town or area'), 'Milimani');
    await user.type(screen.getByLabelText('Street and building'), 'Kenyatta Avenue 12');
    await user.type(screen.getByLabelText('Directions for the rider (optional)'), 'Red gate');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByText('Order placed successfully')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(HELD_ADDRESS_STORAGE_KEY) ?? 'null')).toEqual({
      county: 'Nakuru',
      town: 'Milimani',
      street: 'Kenyatta Avenue 12',
      phone: '254712345678',
      notes: 'Red gate',
      option_id: 2,
    });
    unmount();

    fillCart();
    renderApp('/checkout');
    expect(await screen.findByLabelText('County')).toHaveValue('Nakuru');
    expect(screen.getByLabelText('Town or area')).toHaveValue('Milimani');
    expect(screen.getByLabelText('Street and building')).toHaveValue('Kenyatta Avenue 12');
    expect(screen.getByLabelText('Directions for the rider (optional)')).toHaveValue('Red gate');
    expect(
      await screen.findByRole('radio', { name: /Door delivery to the main towns/ }),
    ).toBeChecked();
  });
});
