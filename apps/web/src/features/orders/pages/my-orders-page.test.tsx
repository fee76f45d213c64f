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
    expect(c.getByText('M-Pesa · Pending')).toBeInTheDocument();
    const row = c.getByRole('row', { name: /Kitenge Dress/ });
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('KSh 2,499.50')).toBeInTheDocument();
    expect(within(row).getByText('Size M · Colour Red')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/products/abc-320.webp');
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
