import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { adminOrder, adminSessionRoutes } from '../../../../test/fixtures';
import { renderAdminPage, renderApp, signInAdmin } from '../../../../test/render-app';
import { aRefund, aReturn } from '../../../../test/return-fixtures';

const paidOrder = adminOrder({
  id: 42,
  status: 'Delivered',
  payment_status: 'Paid',
  total_amount: 2650,
});

describe('admin return page', () => {
  it('approves a requested return with a note', async () => {
    const { server, user } = renderAdminPage('/admin/returns/5', {
      'GET /returns/5': { body: aReturn() },
      'GET /admin/orders': { body: [paidOrder] },
      'GET /admin/orders/42/refunds': { body: [] },
      'PATCH /admin/returns/5': {
        body: aReturn({
          status: 'Approved',
          history: [
            ...aReturn().history,
            {
              status: 'Approved',
              note: 'Rider comes Friday',
              changed_at: '2026-11-21T08:00:00.000Z',
              changed_by: 1,
            },
          ],
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Return RET-000005' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Exchange for Size L')).toBeInTheDocument();
    // The staff token goes with the owner-or-staff read.
    expect(server.callsTo('GET /returns/5')[0]?.authorization).toBe('Bearer admin-token');
    await user.type(screen.getByLabelText('Note to the shopper (optional)'), 'Rider comes Friday');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const steps = await screen.findByRole('list', { name: 'Steps of return RET-000005' });
    expect(await within(steps).findByText('Rider comes Friday')).toBeInTheDocument();
    expect(server.callsTo('PATCH /admin/returns/5')[0]?.body).toEqual({
      status: 'Approved',
      note: 'Rider comes Friday',
    });
    expect(screen.getByRole('button', { name: 'Mark as received' })).toBeInTheDocument();
  });

  it('receives without putting back in stock', async () => {
    const { server, user } = renderAdminPage('/admin/returns/5', {
      'GET /returns/5': { body: aReturn({ status: 'Approved' }) },
      'GET /admin/orders': { body: [paidOrder] },
      'GET /admin/orders/42/refunds': { body: [] },
      'PATCH /admin/returns/5': { body: aReturn({ status: 'Received', restocked: false }) },
    });
    const restock = await screen.findByRole(
      'checkbox',
      { name: 'Put back in stock' },
      { timeout: 15_000 },
    );
    expect(restock).toBeChecked();
    await user.click(restock);
    await user.click(screen.getByRole('button', { name: 'Mark as received' }));
    expect(await screen.findByRole('button', { name: 'Send the exchange' })).toBeInTheDocument();
    expect(server.callsTo('PATCH /admin/returns/5')[0]?.body).toEqual({
      status: 'Received',
      restock: false,
    });
  });

  it('refunds a received return, prefilled with its value, and shows a refusal on the amount', async () => {
    const { server, user } = renderAdminPage('/admin/returns/5', {
      'GET /returns/5': {
        body: aReturn({
          status: 'Received',
          lines: aReturn().lines.map((l) => ({ ...l, exchange_variant_id: null })),
        }),
      },
      'GET /admin/orders': { body: [paidOrder] },
      'GET /admin/orders/42/refunds': { body: [] },
      'POST /admin/orders/42/refunds': {
        status: 409,
        body: { error: 'More than was paid', code: 'REFUND_EXCEEDS_PAID' },
      },
    });
    const form = await screen.findByRole('form', { name: 'Refund' }, { timeout: 15_000 });
    expect(within(form).getByLabelText('Amount (KES)')).toHaveValue(2400);
    expect(within(form).getByLabelText('Reason')).toHaveValue('Return RET-000005');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(
      (
        await within(form).findAllByText(
          'That refund is more than is left of what was paid for this order.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(within(form).getByLabelText('Amount (KES)')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /admin/orders/42/refunds')[0]?.body).toEqual({
      amount: 2400,
      method: 'mpesa',
      reason: 'Return RET-000005',
      return_id: 5,
    });
  });

  it('shows support staff the return but no step they may not take', async () => {
    signInAdmin();
    fakeApi({
      ...adminSessionRoutes('support'),
      'GET /returns/5': { body: aReturn() },
      'GET /admin/orders': { body: [paidOrder] },
    });
    renderApp('/admin/returns/5');
    expect(
      await screen.findByText('The next step is for another role.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('lists the refunds of the order with receipt and credit note', async () => {
    renderAdminPage('/admin/returns/5', {
      'GET /returns/5': { body: aReturn({ status: 'Refunded', refunded_amount: 2400 }) },
      'GET /admin/orders': { body: [paidOrder] },
      'GET /admin/orders/42/refunds': { body: [aRefund()] },
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Refunds of this order' },
      { timeout: 15_000 },
    );
    const row = within(table).getByRole('row', { name: /SIMB2C0001/ });
    expect(within(row).getByText('Completed')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Credit note CN-2026-000001 (opens in a new tab)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/left to refund KSh 250/)).toBeInTheDocument();
    expect(screen.getByText('This return is closed.')).toBeInTheDocument();
  });
});
