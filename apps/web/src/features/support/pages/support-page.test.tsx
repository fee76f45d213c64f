import type { Ticket } from '@mavazi/shared/support.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { order, shopper, ticket, ticketThread } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

describe('support', () => {
  it('asks guests to log in', async () => {
    fakeApi({});
    renderApp('/support');
    expect(
      await screen.findByRole('heading', { name: 'Contact Customer Support' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to contact support' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('requires subject and message, links an order, then lists the new inquiry', async () => {
    signIn();
    const stored: Ticket[] = [];
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { body: [order({ id: 42, order_number: 'ORD-000042' })] },
      'GET /support/tickets': () => ({
        body: stored,
        headers: { 'X-Total-Count': String(stored.length) },
      }),
      'POST /support/ticket': ({ body }) => {
        const created = ticket({ id: 5, ...(body as object), order_number: 'ORD-000042' });
        stored.unshift(created);
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/support');
    expect(await screen.findByText('You have not sent any inquiries yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.callsTo('POST /support/ticket')).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'Wrong size');
    await user.selectOptions(
      await screen.findByLabelText('About an order (optional)'),
      await screen.findByRole('option', { name: /ORD-000042/ }),
    );
    await user.type(screen.getByLabelText('Message'), 'Can I swap for an M?');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await findToast('Inquiry submitted successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /support/ticket')[0]?.body).toEqual({
      subject: 'Wrong size',
      message: 'Can I swap for an M?',
      order_id: 42,
    });
    const link = await screen.findByRole('link', { name: 'Wrong size' });
    expect(link).toHaveAttribute('href', '/support/tickets/5');
    expect(screen.getByText(/Order ORD-000042/)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('reports a failed submission', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /orders': { body: [] },
      'GET /support/tickets': { body: [] },
      'POST /support/ticket': { status: 500, body: { error: 'Try later' } },
    });
    const { user } = renderApp('/support');
    await user.type(await screen.findByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Anyone there?');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await findToast('Error submitting inquiry: Try later')).toBeInTheDocument();
  });
});

describe('a support ticket', () => {
  it("shows the shop's replies and sends the shopper's", async () => {
    signIn();
    let thread = ticketThread({
      id: 5,
      status: 'Resolved',
      order_number: 'ORD-000042',
      replies: [
        { id: 1, from: 'shop', message: 'We will swap it.', created_at: '2026-03-03T09:00:00Z' },
      ],
    });
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /support/tickets/5': () => ({ body: thread }),
      'POST /support/tickets/5/replies': ({ body }) => {
        const { message } = body as { message: string };
        thread = {
          ...thread,
          status: 'Open',
          replies: [
            ...thread.replies,
            { id: 2, from: 'customer', message, created_at: '2026-03-03T10:00:00Z' },
          ],
        };
        return { status: 201, body: thread };
      },
    });
    const { user } = renderApp('/support/tickets/5');
    expect(await screen.findByRole('heading', { name: thread.subject })).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('We will swap it.')).toBeInTheDocument();
    expect(within(conversation).getByText('Mavazi support')).toBeInTheDocument();
    expect(screen.getByText('About order ORD-000042')).toBeInTheDocument();
    expect(screen.getByText('Replying opens this ticket again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your reply/), 'Thank you, size M please');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await findToast('Reply sent')).toBeInTheDocument();
    expect(await within(conversation).findByText('Thank you, size M please')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your reply/)).toHaveValue('');
    expect(api.callsTo('POST /support/tickets/5/replies')).toHaveLength(1);
  });

  it('says so when the ticket is missing or not the shopper’s', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'GET /support/tickets/9': {
        status: 404,
        body: { error: 'Ticket not found', code: 'TICKET_NOT_FOUND' },
      },
    });
    renderApp('/support/tickets/9');
    expect(
      await screen.findByText('This ticket does not exist or is not yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
