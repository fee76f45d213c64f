import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard, deliveryOption } from '../../../../test/fixtures';
import { renderAdminPage } from '../../../../test/render-app';

describe('admin dashboard', () => {
  it("shows today's and this week's sales, what needs doing, the chart and low stock", async () => {
    const { user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/dashboard': {
        body: dashboard({
          lowStock: [
            {
              product_id: 3,
              product_name: 'Kitenge shirt',
              variant_id: 9,
              size: 'M',
              colour: 'Red',
              sku: 'KIT-M-RED',
              inventory: 0,
            },
          ],
        }),
      },
      'GET /admin/promocodes': { body: [] },
    });
    expect(await screen.findByText('This week')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Waiting for dispatch: 3' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Pending',
    );
    expect(screen.getByRole('link', { name: 'Payments pending: 1' })).toHaveAttribute(
      'href',
      '/admin/orders?payment_status=Pending',
    );
    expect(screen.getByText('2 orders')).toBeInTheDocument();

    const chart = screen.getByRole('figure', { name: /Sales, last 30 days/ });
    expect(chart).toHaveTextContent(/30 orders worth/);
    await user.click(within(chart).getByText('Show the numbers as a table'));
    const table = within(chart).getByRole('table', { name: 'Sales per day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);

    const low = screen.getByRole('table', { name: 'Low stock' });
    expect(within(low).getByText('Kitenge shirt')).toBeInTheDocument();
    expect(within(low).getByText('M · Red')).toBeInTheDocument();
    expect(within(low).getByText('Sold out')).toBeInTheDocument();
  });

  it('says when nothing runs low', async () => {
    renderAdminPage('/admin/dashboard', { 'GET /admin/promocodes': { body: [] } });
    expect(await screen.findByText(/Nothing is running low/)).toBeInTheDocument();
  });

  it('tells staff that shoppers cannot check out while no delivery option is active', async () => {
    renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [] },
      'GET /admin/delivery-options': { body: [{ ...deliveryOption(), is_active: false }] },
    });
    expect(
      await screen.findByText(
        /Shoppers cannot check out yet: the shop has no active delivery options/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a delivery option' })).toHaveAttribute(
      'href',
      '/admin/delivery',
    );
  });

  it('says nothing of delivery once an option is active', async () => {
    const { server } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [] },
      'GET /admin/delivery-options': { body: [{ ...deliveryOption(), is_active: true }] },
    });
    expect(await screen.findByText(/Nothing is running low/)).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.some((c) => c.url.pathname.endsWith('/admin/delivery-options'))).toBe(
        true,
      ),
    );
    // The answer has arrived; give it the render it would cause.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Shoppers cannot check out yet/)).not.toBeInTheDocument();
  });
});
