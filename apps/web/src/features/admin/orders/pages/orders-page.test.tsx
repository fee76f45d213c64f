import { ORDER_STATUSES } from '@mavazi/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, adminOrder as makeOrder, orderItem } from '../../../../test/fixtures';
import { findPageAlert, renderAdminPage } from '../../../../test/render-app';
import { statusRowClass } from '../components/order-status-style';

function orderRow(orderNumber: string): HTMLElement {
  const row = screen.getByRole('combobox', { name: `Status of ${orderNumber}` }).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
}

const optionsOf = (orderNumber: string) =>
  within(screen.getByRole('combobox', { name: `Status of ${orderNumber}` }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('admin orders', () => {
  it('shows each order with its customer and details, coloured by status', async () => {
    const orders = ORDER_STATUSES.map((status, i) =>
      makeOrder({
        id: 40 + i,
        order_number: `ORD-00004${i}`,
        status,
        items: [orderItem({ size: 'M', product_name: 'Kitenge shirt' })],
      }),
    );
    renderAdminPage('/admin/orders', { 'GET /admin/orders': { body: orders } });

    await screen.findByRole('table', { name: 'Orders' });
    for (const order of orders) {
      const row = orderRow(order.order_number);
      expect(row).toHaveAttribute('data-status', order.status);
      expect(row).toHaveClass(statusRowClass(order.status));
      expect(within(row).getByRole('combobox', { name: /^Status of/ })).toHaveValue(order.status);
    }
    const first = orderRow('ORD-000040');
    expect(within(first).getByText('ID 40')).toBeInTheDocument();
    expect(within(first).getByText('KSh 4,634.10')).toBeInTheDocument();
    expect(within(first).getByText('wanjiku')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'wanjiku@example.com' })).toBeInTheDocument();
    expect(within(first).getByText('Size M')).toBeInTheDocument();
    expect(within(first).getByText('12 Moi Avenue')).toBeInTheDocument();
    expect(within(first).getByText('M-Pesa')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Packing slip of ORD-000040/ })).toHaveAttribute(
      'href',
      '/admin/orders/ORD-000040/packing-slip',
    );
  });

  it('offers only the allowed next statuses', async () => {
    renderAdminPage('/admin/orders', {
      'GET /admin/orders': {
        body: [
          makeOrder({ id: 1, order_number: 'ORD-000001', status: 'Pending' }),
          makeOrder({ id: 2, order_number: 'ORD-000002', status: 'Delivered' }),
        ],
      },
    });
    await screen.findByRole('table', { name: 'Orders' });
    expect(optionsOf('ORD-000001')).toEqual(['Pending', 'Confirmed', 'On Transit', 'Cancelled']);
    expect(optionsOf('ORD-000002')).toEqual(['Delivered']);
    expect(screen.getByRole('combobox', { name: 'Status of ORD-000002' })).toBeDisabled();
  });

  it('asks before changing the status; the returned order replaces the row', async () => {
    const { server, user } = renderAdminPage('/admin/orders', {
      'GET /admin/orders': { body: [makeOrder()] },
      'PATCH /admin/orders/42': {
        body: makeOrder({ status: 'On Transit', payment_status: 'Paid', customer: undefined }),
      },
    });
    await screen.findByRole('table', { name: 'Orders' });
    const select = screen.getByRole('combobox', { name: 'Status of ORD-000042' });

    await user.selectOptions(select, 'Cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Change ORD-000042 to Cancelled?' });
    expect(within(dialog).getByText(/wanjiku@example.com\) will be emailed/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Pending' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(select).toHaveValue('Pending');
    expect(server.callsTo('PATCH /admin/orders/42')).toHaveLength(0);

    await user.selectOptions(select, 'On Transit');
    await user.click(await screen.findByRole('button', { name: 'Change to On Transit' }));
    expect(await within(orderRow('ORD-000042')).findByText('Paid')).toBeInTheDocument();
    const row = orderRow('ORD-000042');
    expect(row).toHaveAttribute('data-status', 'On Transit');
    expect(row).toHaveClass('bg-blue-100');
    expect(within(row).getByText('wanjiku')).toBeInTheDocument();
    expect(server.callsTo('PATCH /admin/orders/42')[0]).toMatchObject({
      body: { status: 'On Transit' },
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
  });

  it('shows a refused change in red above the table and as a toast, and keeps the old status', async () => {
    const { user } = renderAdminPage('/admin/orders', {
      'GET /admin/orders': { body: [makeOrder({ status: 'Cancelled' })] },
      'PATCH /admin/orders/42': {
        status: 409,
        body: { error: 'Not enough stock to reopen this order' },
      },
    });
    await screen.findByRole('table', { name: 'Orders' });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of ORD-000042' }),
      'Pending',
    );
    await user.click(await screen.findByRole('button', { name: 'Change to Pending' }));

    const text = 'Error updating ORD-000042: Not enough stock to reopen this order';
    expect(await findPageAlert()).toHaveTextContent(text);
    // The toast comes a moment later: react-toastify loads with the first toast.
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Status of ORD-000042' })).toHaveValue('Cancelled');
  });

  it('filters, searches and pages through the API, keeping it all in the URL', async () => {
    const { server, user, router } = renderAdminPage('/admin/orders', {
      'GET /admin/orders': ({ url }) => ({
        body: [makeOrder()],
        headers: { 'X-Total-Count': url.searchParams.get('status') ? '75' : '1' },
      }),
    });
    await screen.findByRole('table', { name: 'Orders' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await user.selectOptions(screen.getByLabelText('Payment method'), 'mpesa');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'wanjiku{Enter}');
    expect(await screen.findByText('1–50 of 75')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('51–75 of 75');
    const last = server.callsTo('GET /admin/orders').at(-1);
    expect(Object.fromEntries(last?.url.searchParams ?? [])).toEqual({
      status: 'Pending',
      payment_method: 'mpesa',
      q: 'wanjiku',
      offset: '50',
      limit: '50',
    });
    expect(router.state.location.search).toContain('q=wanjiku');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('says when there are no orders, or none match', async () => {
    renderAdminPage('/admin/orders?status=Delivered', { 'GET /admin/orders': { body: [] } });
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
  });

  it('shows a failed read in red', async () => {
    renderAdminPage('/admin/orders', {
      'GET /admin/orders': { status: 500, body: { error: 'Internal server error' } },
    });
    expect(await findPageAlert()).toHaveTextContent('Error fetching orders: Internal server error');
  });
});

describe('packing slip', () => {
  it('shows what to pack and where it goes, without prices', async () => {
    renderAdminPage('/admin/orders/ORD-000042/packing-slip', {
      'GET /admin/orders': {
        body: [
          makeOrder({
            items: [
              orderItem({
                product_name: 'Kitenge shirt',
                size: 'L',
                colour: 'Red',
                sku: 'KIT-L-RED',
                quantity: 2,
              }),
            ],
            delivery: {
              option_id: 1,
              option_name: 'Nairobi rider',
              kind: 'door',
              county: 'Nairobi',
              town: 'Westlands',
              street: '12 Moi Avenue',
              phone: '254712345678',
              notes: 'Call at the gate',
              fee: 200,
              eta_min_days: 1,
              eta_max_days: 2,
            },
          }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Packing slip' })).toBeInTheDocument();
    expect(screen.getByText('ORD-000042')).toBeInTheDocument();
    expect(screen.getByText('Call at the gate')).toBeInTheDocument();
    expect(screen.getByText('12 Moi Avenue, Westlands, Nairobi County')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Items to pack' });
    expect(within(table).getByText('KIT-L-RED')).toBeInTheDocument();
    expect(within(table).getByText('Red')).toBeInTheDocument();
    expect(screen.queryByText(/KSh|KES/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('does not print the town twice when it is the county', async () => {
    renderAdminPage('/admin/orders/ORD-000043/packing-slip', {
      'GET /admin/orders': {
        body: [
          makeOrder({
            order_number: 'ORD-000043',
            shipping_address: 'Kimathi Street, Nairobi, Nairobi County',
            delivery: {
              option_id: 1,
              option_name: 'Nairobi rider',
              kind: 'door',
              county: 'Nairobi',
              town: 'Nairobi',
              street: 'Kimathi Street',
              phone: '254712345678',
              notes: null,
              fee: 200,
              eta_min_days: 1,
              eta_max_days: 2,
            },
          }),
        ],
      },
    });
    expect(await screen.findByText('Kimathi Street, Nairobi County')).toBeInTheDocument();
    expect(screen.queryByText(/Nairobi, Nairobi/)).not.toBeInTheDocument();
  });
});
