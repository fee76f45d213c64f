import { screen, within } from '@testing-library/react';
import type { AdminSubscriber } from '@mavazi/shared/newsletter.schemas';
import { describe, expect, it } from 'vitest';
import { renderAdminPage } from '../../../../test/render-app';

const subscriber: AdminSubscriber = {
  id: 4,
  email: 'achieng@example.com',
  status: 'subscribed',
  language: 'sw',
  consented_at: '2026-11-26T09:00:00.000Z',
  unsubscribed_at: null,
  created_at: '2026-11-26T08:59:00.000Z',
};

describe('admin Subscribers page', () => {
  it('lists addresses with their status and language, and filters by status', async () => {
    const { server } = renderAdminPage('/admin/subscribers', {
      'GET /admin/subscribers': { body: [subscriber], headers: { 'X-Total-Count': '1' } },
    });
    // The first page of a file also loads the admin area's code: slow on a busy machine.
    const table = await screen.findByRole('table', { name: 'Subscribers' }, { timeout: 15_000 });
    const row = within(table).getByRole('row', { name: /achieng@example\.com/ });
    expect(within(row).getByText('Subscribed')).toBeInTheDocument();
    expect(within(row).getByText('Kiswahili')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(server.callsTo('GET /admin/subscribers').at(-1)?.url.search).toBe('?page=1&limit=50');
  });

  it('says so when nobody subscribed yet', async () => {
    renderAdminPage('/admin/subscribers', { 'GET /admin/subscribers': { body: [] } });
    expect(
      await screen.findByText('No subscribers yet', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
