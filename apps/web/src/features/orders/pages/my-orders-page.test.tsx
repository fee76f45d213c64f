import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { order as orderFixture, orderItem, shopper } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

const order = orderFixture({
  status: 'On Transit',
  items: [orderItem({ size: 'M', colour: 'Red', image_url: '/uploads/products/abc-320.webp' })],
});

describe('my orders', () => {
  it('lists each order with its items', async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: shopper }, 'GET /orders': { body: [order] } });
    renderApp('/my-orders');
    const card = await screen.findByRole('article', { name: 'Order ORD-000042' });
    const c = within(card);
    expect(c.getAllByText('On Transit').length).toBeGreaterThan(0);
    expect(c.getByText('KSh 4,634.10')).toBeInTheDocument();
    expect(c.getByText('12 Moi Avenue')).toBeInTheDocument();
    expect(c.getByText('M-Pesa · Awaiting payment')).toBeInTheDocument();
    const row = c.getByRole('listitem');
    expect(within(row).getByText('Kitenge Dress')).toBeInTheDocument();
    expect(row).toHaveTextContent('2 × KSh 2,499.50');
    expect(c.queryByText('Product ID')).not.toBeInTheDocument();
    expect(within(row).getByText('Size M · Colour Red')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/products/abc-320.webp');
  });

  it('shows who carries a shipped order and its tracking number', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { body: [{ ...order, courier: 'G4S', tracking_number: 'G4S-778812' }] },
    });
    renderApp('/my-orders');
    const card = await screen.findByRole('article', { name: 'Order ORD-000042' });
    expect(within(card).getByText('Courier and tracking number')).toBeInTheDocument();
    expect(within(card).getByText('G4S-778812')).toBeInTheDocument();
  });

  it('pages through the orders, 20 at a time, and keeps the page in the address', async () => {
    signIn();
    const orders = Array.from({ length: 45 }, (_, i) =>
      orderFixture({ id: 45 - i, order_number: `ORD-${String(45 - i).padStart(6, '0')}` }),
    );
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': (request) => {
        const limit = Number(request.url.searchParams.get('limit'));
        const offset = Number(request.url.searchParams.get('offset'));
        return { body: orders.slice(offset, offset + limit), headers: { 'X-Total-Count': '45' } };
      },
    });
    const { user, router } = renderApp('/my-orders');
    expect(await screen.findByRole('article', { name: 'Order ORD-000045' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('45 orders, page 1 of 3')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Order pages' });
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Order ORD-000025' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET /orders').at(-1)?.url.search).toBe('?limit=20&offset=20');
  });

  it('tracks an order from its card without typing its number', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { body: [order] },
      'GET /orders/ORD-000042': {
        body: { ...order, expectedDeliveryDate: '2026-03-05', currentLocation: 'Nakuru' },
      },
    });
    const { user, router } = renderApp('/my-orders');
    await user.click(await screen.findByRole('link', { name: 'Track order ORD-000042' }));
    expect(await screen.findByText('Nakuru')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-tracking');
    expect(screen.getByLabelText('Order ID')).toHaveValue('ORD-000042');
    // Only pressing Track & Notify mails the status.
    expect(api.callsTo('POST /notify-order-status/42')).toHaveLength(0);
  });

  it("says 'No orders found' when there are none", async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: shopper }, 'GET /orders': { body: [] } });
    renderApp('/my-orders');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('goes to /login with a toast when the orders cannot be read', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { status: 500, body: { error: 'Boom' } },
    });
    const { router } = renderApp('/my-orders');
    expect(await findToast('Error fetching orders')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
