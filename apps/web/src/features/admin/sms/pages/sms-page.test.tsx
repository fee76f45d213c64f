import { screen, within } from '@testing-library/react';
import type { AdminSms } from '@mavazi/shared/sms.schemas';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../../test/render-app';

const text: AdminSms = {
  id: 12,
  event_key: 'order.placed:42',
  kind: 'order_placed',
  user_id: 7,
  phone: '+254712345678',
  language: 'en',
  message: 'Mavazi: Thank you! Order ORD-000042 received. Total KSh 2,450.',
  status: 'failed',
  attempts: 1,
  last_error: null,
  provider_message_id: 'ATXid_1',
  provider_status: 'Failed',
  failure_reason: 'AbsentSubscriber',
  cost: 'KES 0.8000',
  resend_of: null,
  created_at: '2026-11-26T09:00:00.000Z',
  sent_at: '2026-11-26T09:00:01.000Z',
  delivered_at: null,
};

describe('admin SMS page', () => {
  it('lists texts with phone, status, reason and cost, filters by status and resends one', async () => {
    const { server, user } = renderAdminPage('/admin/sms', {
      'GET /admin/sms': { body: [text], headers: { 'X-Total-Count': '1' } },
      'POST /admin/sms/12/resend': {
        status: 201,
        body: { ...text, id: 13, status: 'pending', resend_of: 12 },
      },
    });
    // The first page of a file also loads the admin area's code: slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'Texts' }, { timeout: 15_000 });
    const row = within(table).getByRole('row', { name: /ORD-000042/ });
    expect(within(row).getByText('+254712345678')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('AbsentSubscriber')).toBeInTheDocument();
    expect(within(row).getByText('KES 0.8000')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(server.callsTo('GET /admin/sms').at(-1)?.url.search).toBe(
      '?status=failed&page=1&limit=50',
    );

    await user.click(within(row).getByRole('button', { name: 'Resend text 12 to +254712345678' }));
    expect(await screen.findByText('Text queued again for +254712345678')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/sms/12/resend')).toHaveLength(1);
  });

  it('says so when nothing was texted yet, and shows a refusal', async () => {
    renderAdminPage('/admin/sms', { 'GET /admin/sms': { body: [] } });
    expect(await screen.findByText('No texts yet', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
