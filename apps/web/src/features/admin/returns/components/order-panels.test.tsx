import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { adminSessionRoutes } from '../../../../test/fixtures';
import { renderApp, signInAdmin } from '../../../../test/render-app';
import { aRefund, aReturn } from '../../../../test/return-fixtures';
import { AdminProvider } from '../../state/admin-provider';
import { OrderRefundsPanel } from './order-refunds-panel';
import { OrderReturnsPanel } from './order-returns-panel';

/** The panels as the staff order page mounts them, on their own. */
function renderPanels(
  role: Parameters<typeof adminSessionRoutes>[0],
  routes: Parameters<typeof fakeApi>[0],
) {
  signInAdmin();
  const server = fakeApi({ ...adminSessionRoutes(role), ...routes });
  const view = renderApp('/', {
    routes: [
      {
        path: '*',
        element: (
          <AdminProvider>
            <OrderReturnsPanel orderId={42} orderNumber="ORD-000042" />
            <OrderRefundsPanel orderId={42} paidAmount={2650} />
          </AdminProvider>
        ),
      },
    ],
  });
  return { server, ...view };
}

describe('order returns and refunds panels', () => {
  it("list the order's returns and refunds and refund what is left", async () => {
    const { server, user } = renderPanels('owner', {
      'GET /orders/42/returns': { body: [aReturn({ status: 'Received' })] },
      'GET /admin/orders/42/refunds': {
        body: [
          aRefund({ amount: 1000, status: 'Completed' }),
          aRefund({
            id: 10,
            amount: 500,
            status: 'Failed',
            mpesa_receipt: null,
            credit_note_number: null,
            result_desc: 'Insufficient funds',
          }),
        ],
      },
      'POST /admin/orders/42/refunds': {
        status: 201,
        body: aRefund({ id: 11, amount: 1650, method: 'manual', return_id: null }),
      },
    });
    const returns = await screen.findByRole('table', { name: 'Returns of this order' });
    expect(within(returns).getByRole('link', { name: 'RET-000005' })).toBeInTheDocument();
    // The staff member's permissions arrive with GET /admin/me.
    expect(
      await screen.findByRole('link', { name: 'Open a return for the shopper' }),
    ).toHaveAttribute('href', '/admin/returns/new?order=ORD-000042');
    const refunds = await screen.findByRole('table', { name: 'Refunds of this order' });
    expect(within(refunds).getByText('Insufficient funds')).toBeInTheDocument();
    // A failed refund gave nothing back: 2,650 paid less 1,000.
    expect(screen.getByText(/left to refund KSh 1,650/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('form', { name: 'Refund' });
    expect(within(form).getByLabelText('Amount (KES)')).toHaveValue(1650);
    await user.selectOptions(within(form).getByLabelText('Method'), 'Manual (cash or bank)');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('Give a reason')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Reason'), 'Paid twice');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    await screen.findByRole('button', { name: 'Refund' });
    const [post] = server.callsTo('POST /admin/orders/42/refunds');
    expect(post?.body).toEqual({
      amount: 1650,
      method: 'manual',
      reason: 'Paid twice',
      return_id: null,
    });
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('show fulfilment staff the returns but no refunds or opening a return', async () => {
    const { server } = renderPanels('fulfilment', {
      'GET /orders/42/returns': { body: [] },
    });
    expect(await screen.findByText('No returns for this order')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Open a return for the shopper' }),
    ).not.toBeInTheDocument();
    expect(server.callsTo('GET /admin/orders/42/refunds')).toHaveLength(0);
  });
});
