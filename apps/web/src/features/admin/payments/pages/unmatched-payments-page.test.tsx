import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../../test/render-app';

describe('admin unmatched M-Pesa payments', () => {
  it('lists M-Pesa money no prompt matched, and links to the refund list', async () => {
    renderAdminPage('/admin/payments', {
      'GET /admin/payments/unmatched': {
        body: [
          {
            id: 1,
            checkout_request_id: 'ws_CO_1',
            phone: '2547****005',
            amount: 901,
            mpesa_receipt: 'SLOW123456',
            received_at: '2026-11-26T10:00:00.000Z',
          },
        ],
        headers: { 'X-Total-Count': '1' },
      },
    });
    // The admin area is its own lazy chunk: the first page may take a moment on a busy machine.
    const table = await screen.findByRole(
      'table',
      { name: 'Unmatched M-Pesa payments' },
      { timeout: 10_000 },
    );
    const row = within(table).getByRole('row', { name: /SLOW123456/ });
    expect(within(row).getByText('2547****005')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'refund list' })).toHaveAttribute(
      'href',
      '/admin/orders?status=Cancelled&payment_status=Paid',
    );
  });

  it('says when there is nothing to match', async () => {
    renderAdminPage('/admin/payments', { 'GET /admin/payments/unmatched': { body: [] } });
    expect(
      await screen.findByText('No unmatched M-Pesa payments', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
