import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '@mavazi/shared/orders.schemas';
import { fakeApi, networkDown } from '../../../test/fake-api';
import { order, shopper } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

const tracked: TrackedOrder = {
  id: 42,
  order_number: 'ORD-000042',
  user_id: shopper.id,
  status: 'On Transit',
  total_amount: 100,
  subtotal: 100,
  discount_percentage: 0,
  promotion_code: null,
  shipping_address: '12 Moi Avenue',
  payment_method: 'mpesa',
  payment_status: 'Pending',
  payment: order().payment,
  created_at: '2026-03-01T10:00:00.000Z',
  items: [],
  delivery_fee: 0,
  delivery: null,
  vat_amount: 13.79,
  vat_rate: 16,
  invoice_number: null,
  refunded_amount: 0,
  exchange_for_return_id: null,
  expectedDeliveryDate: '2026-03-05',
  currentLocation: 'In transit to Mombasa',
  status_history: [],
};

describe('order tracking', () => {
  it('asks guests to log in', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/order-tracking');
    await user.type(await screen.findByLabelText('Order ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    expect(await findToast('You need to log in to track your orders.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a blank id', async () => {
    signIn();
    const api = fakeApi({ 'GET /current_user': { body: shopper } });
    const { user } = renderApp('/order-tracking');
    await screen.findByRole('button', { name: 'Logout' });
    await user.type(screen.getByLabelText('Order ID'), '   ');
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    expect(await findToast('Please enter a valid order ID.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/orders'))).toHaveLength(0);
  });

  it('shows the tracking result and sends the status notification', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders/ORD-000042': { body: tracked },
      'POST /notify-order-status/42': { body: { message: 'Notification sent' } },
    });
    const { user } = renderApp('/order-tracking');
    await screen.findByRole('button', { name: 'Logout' });
    await user.type(screen.getByLabelText('Order ID'), 'ORD-000042');
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    expect(await findToast('Notification sent successfully!')).toBeInTheDocument();
    expect(screen.getByText('In transit to Mombasa')).toBeInTheDocument();
    expect(screen.getByText('Expected delivery date')).toBeInTheDocument();
    expect(api.callsTo('POST /notify-order-status/42')).toHaveLength(1);
  });

  it('keeps the result and shows the server text when notifying is rate limited', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders/42': { body: tracked },
      'POST /notify-order-status/42': {
        status: 429,
        body: { error: 'Please wait a minute before asking again' },
      },
    });
    const { user } = renderApp('/order-tracking');
    await screen.findByRole('button', { name: 'Logout' });
    await user.type(screen.getByLabelText('Order ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    expect(await findToast('Error: Please wait a minute before asking again')).toBeInTheDocument();
    expect(screen.getByText('In transit to Mombasa')).toBeInTheDocument();
  });

  it('reports unknown orders and unreachable servers', async () => {
    signIn();
    let reach = true;
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders/99': () =>
        reach ? { status: 404, body: { error: 'Order not found' } } : networkDown(),
    });
    const { user } = renderApp('/order-tracking');
    await screen.findByRole('button', { name: 'Logout' });
    await user.type(screen.getByLabelText('Order ID'), '99');
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    expect(await findToast('Error: Order not found')).toBeInTheDocument();
    reach = false;
    await user.click(screen.getByRole('button', { name: 'Track & Notify' }));
    expect(await findToast('Error tracking order')).toBeInTheDocument();
  });
});
