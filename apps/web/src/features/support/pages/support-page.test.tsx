import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
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

  it('requires subject and message, then lists the new inquiry', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'POST /support/ticket': ({ body }) => ({
        status: 201,
        body: {
          id: 5,
          status: 'Open',
          user_id: 7,
          created_at: '2026-03-01T00:00:00Z',
          ...(body as object),
        },
      }),
    });
    const { user } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: 'Submit Inquiry' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.callsTo('POST /support/ticket')).toHaveLength(0);

    await user.type(screen.getByLabelText('Subject'), 'Wrong size');
    await user.type(screen.getByLabelText('Message'), 'Can I swap for an M?');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await findToast('Inquiry submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Wrong size')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('reports a failed submission', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'POST /support/ticket': { status: 500, body: { error: 'Try later' } },
    });
    const { user } = renderApp('/support');
    await user.type(await screen.findByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Anyone there?');
    await user.click(screen.getByRole('button', { name: 'Submit Inquiry' }));
    expect(await findToast('Error submitting inquiry: Try later')).toBeInTheDocument();
  });
});
