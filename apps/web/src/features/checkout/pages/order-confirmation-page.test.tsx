import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { order, shopper } from '../../../test/fixtures';
import { renderApp, signIn } from '../../../test/render-app';

const placed = /Your order has been placed successfully/;

describe('order confirmation', () => {
  it('confirms the order checkout passed on', async () => {
    fakeApi({});
    renderApp('/order-confirmation', { state: { order: order() } });
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeInTheDocument();
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
      'GET /orders': { body: [order({ status: 'Confirmed' })], headers: { 'X-Total-Count': '1' } },
    });
    renderApp('/order-confirmation');
    expect(await screen.findByRole('heading', { name: 'Your latest order' })).toBeInTheDocument();
    expect(screen.queryByText(placed)).not.toBeInTheDocument();
    expect(screen.getByText('ORD-000042')).toBeInTheDocument();
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
