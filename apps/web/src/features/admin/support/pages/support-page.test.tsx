import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, ticket as makeTicket } from '../../../../test/fixtures';
import { findPageAlert, renderAdminPage } from '../../../../test/render-app';

describe('admin support tickets', () => {
  it('shows ticket cards: Resolve in red for open ones, a disabled green Resolved otherwise', async () => {
    renderAdminPage('/admin/support', {
      'GET /admin/support/tickets': {
        body: [
          makeTicket(),
          makeTicket({ id: 6, subject: 'Refund please', status: 'Resolved', user_id: 9 }),
        ],
      },
    });

    const open = await screen.findByRole('article', { name: 'Wrong size delivered' });
    expect(within(open).getByText('I ordered M but got L.')).toBeInTheDocument();
    expect(within(open).getByText('Open')).toBeInTheDocument();
    expect(within(open).getByText('7')).toBeInTheDocument();
    const resolve = within(open).getByRole('button', { name: /^Resolve/ });
    expect(resolve).toHaveTextContent('Resolve');
    expect(resolve).toHaveClass('bg-red-600');
    expect(resolve).toBeEnabled();

    const done = screen.getByRole('article', { name: 'Refund please' });
    const resolved = within(done).getByRole('button', { name: /^Resolved/ });
    expect(resolved).toHaveTextContent('Resolved');
    expect(resolved).toHaveClass('bg-green-600');
    expect(resolved).toBeDisabled();
  });

  it('resolves a ticket and updates its card in place', async () => {
    const { server, user } = renderAdminPage('/admin/support', {
      'GET /admin/support/tickets': { body: [makeTicket()] },
      'PUT /admin/support/ticket/5': {
        body: { message: 'Ticket updated', ticket: makeTicket({ status: 'Resolved' }) },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Resolve: Wrong size delivered' }));

    expect(await screen.findByText('Ticket status updated')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Wrong size delivered' });
    expect(within(card).getByRole('button', { name: /^Resolved/ })).toBeDisabled();
    expect(server.callsTo('PUT /admin/support/ticket/5')[0]).toMatchObject({
      body: { status: 'Resolved' },
      authorization: `Bearer ${ADMIN_TOKEN}`,
    });
    expect(server.callsTo('GET /admin/support/tickets')).toHaveLength(1);
  });

  it('reports a failed update', async () => {
    const { user } = renderAdminPage('/admin/support', {
      'GET /admin/support/tickets': { body: [makeTicket()] },
      'PUT /admin/support/ticket/5': { status: 404, body: { error: 'Ticket not found' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Resolve: Wrong size delivered' }));

    expect(await screen.findByText('Error updating ticket: Ticket not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolve: Wrong size delivered' })).toBeEnabled();
  });

  it('says when there are no tickets', async () => {
    renderAdminPage('/admin/support', { 'GET /admin/support/tickets': { body: [] } });
    expect(await screen.findByText('No support tickets')).toBeInTheDocument();
  });

  it("reports an answer that is not a list as 'Unexpected data format'", async () => {
    renderAdminPage('/admin/support', { 'GET /admin/support/tickets': { body: { tickets: [] } } });
    expect(await findPageAlert()).toHaveTextContent('Unexpected data format');
    expect(screen.getAllByText('Unexpected data format')).toHaveLength(2);
  });

  it("reports a failed read as 'Error fetching support tickets'", async () => {
    renderAdminPage('/admin/support', {
      'GET /admin/support/tickets': { status: 500, body: { error: 'Internal server error' } },
    });
    expect(await screen.findByText('Error fetching support tickets')).toBeInTheDocument();
    expect(await findPageAlert()).toHaveTextContent(
      'Error fetching support tickets: Internal server error',
    );
  });
});
