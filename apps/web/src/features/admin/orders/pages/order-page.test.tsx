import type { StaffOrder } from '@mavazi/shared/orders.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminMe, order as makeOrder } from '../../../../test/fixtures';
import { findToast, renderAdminPage } from '../../../../test/render-app';

function staffOrder(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const base = makeOrder({ payment_method: 'cash_on_delivery', total_amount: 1500 });
  return {
    ...base,
    payment: { ...base.payment, method: 'cash_on_delivery', phone: null },
    expectedDeliveryDate: '2026-03-05',
    currentLocation: 'Nairobi warehouse',
    status_history: [],
    customer: { username: 'wanjiku', email: 'wanjiku@example.com', phone_number: '+254712345678' },
    received: null,
    payment_attempts: [],
    history: [
      {
        at: '2026-03-01T10:00:00.000Z',
        action: 'status',
        status: 'Pending',
        payment_status: null,
        note: 'Order placed',
        actor: null,
        changes: {},
      },
    ],
    ...overrides,
  };
}

describe('admin order page', () => {
  it('shows the whole order: lines, totals, customer, phone in one format, payment and history', async () => {
    renderAdminPage('/admin/orders/42', { 'GET /admin/orders/42': { body: staffOrder() } });
    expect(await screen.findByRole('heading', { name: 'Order ORD-000042' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Items and totals' })).toBeInTheDocument();
    expect(screen.getByText('wanjiku')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0712 345 678' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'History of order ORD-000042' });
    expect(within(history).getByText('Order placed')).toBeInTheDocument();
    expect(within(history).getByText(/The shop/)).toBeInTheDocument();
  });

  it('ships with courier and tracking number and shows them', async () => {
    const shipped = staffOrder({
      status: 'On Transit',
      courier: 'G4S',
      tracking_number: 'G4S-778812',
    });
    const { server, user } = renderAdminPage('/admin/orders/42', {
      'GET /admin/orders/42': { body: staffOrder() },
      'POST /admin/orders/42/ship': { body: shipped },
    });
    await user.type(await screen.findByLabelText('Courier or rider'), 'G4S');
    await user.type(screen.getByLabelText('Tracking number'), 'G4S-778812');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await findToast('Order ORD-000042 shipped')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/orders/42/ship')[0]).toMatchObject({
      body: { courier: 'G4S', tracking_number: 'G4S-778812' },
    });
    expect(await screen.findByText('G4S-778812')).toBeInTheDocument();
  });

  it('refuses a blank tracking number and a bad M-Pesa code before asking the server', async () => {
    const { server, user } = renderAdminPage('/admin/orders/42', {
      'GET /admin/orders/42': { body: staffOrder() },
    });
    await user.type(await screen.findByLabelText('Courier or rider'), 'G4S');
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('Tracking number is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('M-Pesa code or cash'), 'QKJ4');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(
      await screen.findByText('Enter "cash" or an M-Pesa code like QKJ4ABC123'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /admin/orders/42/ship')).toHaveLength(0);
    expect(server.callsTo('POST /admin/orders/42/paid-on-delivery')).toHaveLength(0);
  });

  it('marks a pay-on-delivery order paid in cash; an amount that differs shows the server reason on the field', async () => {
    const { server, user } = renderAdminPage('/admin/orders/42', {
      'GET /admin/orders/42': { body: staffOrder() },
      'POST /admin/orders/42/paid-on-delivery': {
        status: 409,
        body: {
          error:
            'The order total is KSh 1,500: enter that amount, or add a note saying why it differs',
          code: 'AMOUNT_MISMATCH',
          details: { amount: 'Does not match the order total' },
        },
      },
    });
    const amount = await screen.findByLabelText('Amount received (KSh)');
    expect(amount).toHaveValue('1500');
    await user.clear(amount);
    await user.type(amount, '1400');
    await user.type(screen.getByLabelText('M-Pesa code or cash'), 'cash');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Does not match the order total')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/orders/42/paid-on-delivery')[0]).toMatchObject({
      body: { amount: 1400, reference: 'cash' },
    });
  });

  it('shows support staff the order without the fulfilment tools', async () => {
    renderAdminPage('/admin/orders/42', {
      'GET /admin/me': { body: adminMe('support') },
      'GET /admin/orders/42': { body: staffOrder() },
    });
    expect(await screen.findByRole('heading', { name: 'Order ORD-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    renderAdminPage('/admin/orders/999', {
      'GET /admin/orders/999': {
        status: 404,
        body: { error: 'Order not found', code: 'ORDER_NOT_FOUND' },
      },
    });
    expect(await screen.findByText('Order 999 not found')).toBeInTheDocument();
  });
});
