import { ORDER_STATUSES } from '@mavazi/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, order as makeOrder } from '../../../../test/fixtures';
import { findPageAlert, renderAdminPage } from '../../../../test/render-app';
import { statusRowClass } from '../components/order-status-style';

function orderRow(orderNumber: string): HTMLElement {
  const row = screen.getByRole('combobox', { name: `Status of ${orderNumber}` }).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
}

describe('admin orders', () => {
  it('shows each order with its details, coloured by status', async () => {
    const orders = ORDER_STATUSES.map((status, i) =>
      makeOrder({ id: 40 + i, order_number: `ORD-00004${i}`, status }),
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
    expect(within(first).getByText('12 Moi Avenue')).toBeInTheDocument();
    expect(within(first).getByText('M-Pesa')).toBeInTheDocument();
  });

  it('changing the status PATCHes the order and the returned order replaces the row', async () => {
    const { server, user } = renderAdminPage('/admin/orders', {
      'GET /admin/orders': { body: [makeOrder()] },
      'PATCH /admin/orders/42': {
        body: makeOrder({ status: 'Delivered', payment_status: 'Paid' }),
      },
    });
    await screen.findByRole('table', { name: 'Orders' });
    expect(orderRow('ORD-000042')).toHaveClass('bg-yellow-100');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of ORD-000042' }),
      'Delivered',
    );

    expect(await screen.findByText('Paid')).toBeInTheDocument();
    const row = orderRow('ORD-000042');
    expect(row).toHaveAttribute('data-status', 'Delivered');
    expect(row).toHaveClass('bg-green-100');
    expect(row).not.toHaveClass('bg-yellow-100');
    expect(server.callsTo('PATCH /admin/orders/42')[0]).toMatchObject({
      body: { status: 'Delivered' },
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(server.callsTo('GET /admin/orders')).toHaveLength(1);
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

    const text = 'Error updating ORD-000042: Not enough stock to reopen this order';
    expect(await findPageAlert()).toHaveTextContent(text);
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status of ORD-000042' })).toHaveValue('Cancelled');
    expect(orderRow('ORD-000042')).toHaveAttribute('data-status', 'Cancelled');
  });

  it('says when there are no orders', async () => {
    renderAdminPage('/admin/orders', { 'GET /admin/orders': { body: [] } });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });

  it('shows a failed read in red', async () => {
    renderAdminPage('/admin/orders', {
      'GET /admin/orders': { status: 500, body: { error: 'Internal server error' } },
    });
    expect(await findPageAlert()).toHaveTextContent('Error fetching orders: Internal server error');
  });
});
