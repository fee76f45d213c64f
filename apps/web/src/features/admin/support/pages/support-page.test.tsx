import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TOKEN,
  adminMe,
  staffTicket as makeTicket,
  ticketThread,
} from '../../../../test/fixtures';
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
    expect(within(open).getByText(/wanjiku@example.com/)).toBeInTheDocument();
    const resolve = within(open).getByRole('button', { name: /^Resolve/ });
    expect(resolve).toHaveTextContent('Resolve');
    expect(resolve).toHaveClass('bg-red-700');
    expect(resolve).toBeEnabled();

    const done = screen.getByRole('article', { name: 'Refund please' });
    const resolved = within(done).getByRole('button', { name: /^Resolved/ });
    expect(resolved).toHaveTextContent('Resolved');
    expect(resolved).toHaveClass('bg-green-700');
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
    // The toast comes a moment later: react-toastify loads with the first toast.
    await waitFor(() => expect(screen.getAllByText('Unexpected data format')).toHaveLength(2));
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

  it('pages through the tickets 50 at a time', async () => {
    const { server, user } = renderAdminPage('/admin/support', {
      'GET /admin/support/tickets': ({ url }) => ({
        body: [makeTicket({ id: 100 + Number(url.searchParams.get('offset')) })],
        headers: { 'X-Total-Count': '120' },
      }),
    });
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(server.callsTo('GET /admin/support/tickets').at(-1)?.url.search).toBe(
      '?limit=50&offset=50',
    );
  });
});

describe('admin support conversation', () => {
  it('shows the shopper, the linked order and the conversation, sends a reply and resolves', async () => {
    let thread = ticketThread({
      id: 5,
      order_id: 42,
      order_number: 'ORD-000042',
      replies: [
        { id: 1, from: 'customer', message: 'Any news?', created_at: '2026-03-03T09:00:00Z' },
      ],
    });
    const { server, user } = renderAdminPage('/admin/support/5', {
      'GET /support/tickets/5': () => ({ body: thread }),
      'POST /admin/support/tickets/5/replies': ({ body }) => {
        thread = {
          ...thread,
          replies: [
            ...thread.replies,
            {
              id: 2,
              from: 'shop',
              message: (body as { message: string }).message,
              created_at: '2026-03-03T10:00:00Z',
            },
          ],
        };
        return { status: 201, body: thread };
      },
      'PUT /admin/support/ticket/5': () => ({
        body: { message: 'Ticket status updated', ticket: { ...thread, status: 'Resolved' } },
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Ticket #5: Wrong size delivered' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Ticket details' });
    expect(within(details).getByText('wanjiku@example.com')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'ORD-000042' })).toHaveAttribute(
      'href',
      '/admin/orders?q=ORD-000042',
    );
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('Any news?')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Your reply/), 'It ships today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(conversation).findByText('It ships today.')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/support/tickets/5/replies')[0]?.authorization).toBe(
      `Bearer ${ADMIN_TOKEN}`,
    );
    expect(server.callsTo('GET /support/tickets/5')[0]?.authorization).toBe(
      `Bearer ${ADMIN_TOKEN}`,
    );

    await user.click(screen.getByRole('button', { name: 'Resolve: Wrong size delivered' }));
    expect(await screen.findByText('Ticket status updated')).toBeInTheDocument();
    expect(await within(details).findByText('Resolved')).toBeInTheDocument();
  });

  it('keeps reply and resolve from roles without support.write: the page is not theirs', async () => {
    renderAdminPage('/admin/support', {
      'GET /admin/me': { body: adminMe('fulfilment') },
      'GET /admin/support/tickets': { body: [makeTicket()] },
    });
    expect(await screen.findByText(/You do not have access to this page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resolve/ })).not.toBeInTheDocument();
  });
});
