import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, order as makeOrder } from '../../../../test/fixtures';
import { findPageAlert, renderAdminPage } from '../../../../test/render-app';

const renderOrders = (routes: Parameters<typeof renderAdminPage>[1]) =>
  renderAdminPage('/admin/orders', routes);

const paymentSelect = (orderNumber = 'ORD-000042') =>
  screen.findByRole('combobox', { name: `Payment of ${orderNumber}` });

describe('admin orders: payment status', () => {
  it('marks a pay-on-delivery order Paid when the rider collects', async () => {
    const cod = makeOrder({ payment_method: 'cash_on_delivery' });
    const { server, user } = renderOrders({
      'GET /admin/orders': { body: [cod] },
      'PATCH /admin/orders/42': {
        body: makeOrder({
          payment_method: 'cash_on_delivery',
          payment_status: 'Paid',
          payment: { ...cod.payment, method: 'cash_on_delivery', status: 'Paid' },
        }),
      },
    });
    const select = await paymentSelect();
    const row = select.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Pay on delivery')).toBeInTheDocument();
    expect(select).toHaveValue('Pending');
    // Only the moves the shop allows are offered: a Pending payment cannot be refunded.
    expect(within(select).queryByRole('option', { name: 'Refunded' })).not.toBeInTheDocument();

    await user.selectOptions(select, 'Paid');
    // A payment marked Paid mails a receipt: the admin confirms first.
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark the payment of ORD-000042 Paid?',
    });
    expect(within(dialog).getByText(/will be emailed about the change/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change to Paid' }));
    expect(await screen.findByText('ORD-000042 payment is now Paid')).toBeInTheDocument();
    expect(await paymentSelect()).toHaveValue('Paid');
    expect(server.callsTo('PATCH /admin/orders/42')[0]).toMatchObject({
      body: { payment_status: 'Paid' },
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
  });

  it('shows the M-Pesa receipt under a paid order’s payment status', async () => {
    const order = makeOrder({ payment_status: 'Paid' });
    renderOrders({
      'GET /admin/orders': {
        body: [
          { ...order, payment: { ...order.payment, status: 'Paid', mpesa_receipt: 'SIM4K7Q2ZT' } },
        ],
      },
    });
    const row = (await paymentSelect()).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('SIM4K7Q2ZT')).toBeInTheDocument();
  });

  it('shows a refused change and keeps the old payment status', async () => {
    const { user } = renderOrders({
      'GET /admin/orders': { body: [makeOrder()] },
      'PATCH /admin/orders/42': {
        status: 409,
        body: {
          error: 'This order was just changed by someone else, please reload and try again',
          code: 'ORDER_CHANGED',
        },
      },
    });
    await user.selectOptions(await paymentSelect(), 'Failed');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/will be emailed/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change to Failed' }));
    expect(await findPageAlert()).toHaveTextContent(
      'Error updating ORD-000042: This order was just changed by someone else',
    );
    expect(await paymentSelect()).toHaveValue('Pending');
  });
});
