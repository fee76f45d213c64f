import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { adminSessionRoutes } from '../../../../test/fixtures';
import { renderAdminPage, renderApp, signInAdmin } from '../../../../test/render-app';
import { aRefund, aReturn } from '../../../../test/return-fixtures';

describe('admin Returns page', () => {
  it('lists returns, filters by status and pages through them', async () => {
    const { server, user } = renderAdminPage('/admin/returns', {
      'GET /admin/returns': { body: [aReturn()], headers: { 'X-Total-Count': '51' } },
    });
    // The first page of a file also loads the admin area's code: slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'Returns' }, { timeout: 15_000 });
    const row = within(table).getByRole('row', { name: /RET-000005/ });
    expect(within(row).getByText('ORD-000042')).toBeInTheDocument();
    expect(within(row).getByText('Requested')).toBeInTheDocument();
    expect(within(row).getByText('1 × Kitenge Dress (M)')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'RET-000005' })).toHaveAttribute(
      'href',
      '/admin/returns/5',
    );
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/admin/returns');

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(server.callsTo('GET /admin/returns').at(-1)?.url.search).toBe(
      '?status=Approved&page=1&limit=50',
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(server.callsTo('GET /admin/returns').at(-1)?.url.search).toBe(
      '?status=Approved&page=2&limit=50',
    );
  });

  it('lists M-Pesa refunds without a result and records what the portal says', async () => {
    const stale = aRefund({
      status: 'Pending',
      mpesa_receipt: null,
      credit_note_number: null,
      stale: true,
      completed_at: null,
    });
    const { server, user } = renderAdminPage('/admin/returns', {
      'GET /admin/returns': { body: [] },
      'GET /admin/refunds': { body: [stale] },
      'PATCH /admin/refunds/9': {
        body: { ...stale, status: 'Completed', mpesa_receipt: 'SIMB2C0009', stale: false },
      },
    });
    const section = await screen.findByRole(
      'region',
      { name: 'M-Pesa refunds to follow up' },
      { timeout: 15_000 },
    );
    expect(server.callsTo('GET /admin/refunds')[0]?.url.search).toBe('?stale=true&limit=100');
    expect(within(section).getByRole('link', { name: 'ORD-000042' })).toHaveAttribute(
      'href',
      '/admin/orders/42',
    );
    const receipt = within(section).getByLabelText('M-Pesa receipt of ORD-000042');
    await user.click(within(section).getByRole('button', { name: 'Paid: mark completed' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter the M-Pesa receipt the portal shows for this payment',
    );
    expect(receipt).toHaveAttribute('aria-invalid', 'true');
    await user.type(receipt, 'no!');
    await user.click(within(section).getByRole('button', { name: 'Paid: mark completed' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter the M-Pesa receipt, e.g. SIM4K7Q2ZT',
    );
    expect(server.callsTo('PATCH /admin/refunds/9')).toHaveLength(0);
    await user.clear(receipt);
    await user.type(receipt, 'simb2c0009');
    await user.click(within(section).getByRole('button', { name: 'Paid: mark completed' }));
    await screen.findByText('Refund of KSh 2,400 for ORD-000042: Completed');
    expect(server.callsTo('PATCH /admin/refunds/9')[0]?.body).toEqual({
      status: 'Completed',
      mpesa_receipt: 'SIMB2C0009',
    });
  });

  it('says so when no return has that status', async () => {
    renderAdminPage('/admin/returns?status=Rejected', { 'GET /admin/returns': { body: [] } });
    expect(
      await screen.findByText('No rejected returns', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('is refused to roles without returns.read, and the menu leaves it out', async () => {
    signInAdmin();
    fakeApi({ ...adminSessionRoutes('catalog') });
    renderApp('/admin/returns');
    expect(
      await screen.findByText(/You do not have access to this page/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Returns' })).not.toBeInTheDocument();
  });
});
