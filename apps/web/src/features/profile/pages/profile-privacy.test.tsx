import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { shopper } from '../../../test/fixtures';
import { findToast, renderApp, signIn } from '../../../test/render-app';

describe('profile: consent and privacy', () => {
  it('turns marketing consent on and shows since when', async () => {
    signIn();
    const consented = {
      ...shopper,
      marketing_opt_in: true,
      marketing_opt_in_at: '2026-11-20T08:00:00.000Z',
    };
    const api = fakeApi({
      'GET /current_user': { body: { ...shopper, marketing_opt_in: false } },
      'PUT /update_user': { body: { message: 'Profile updated successfully', user: consented } },
    });
    const { user } = renderApp('/profile');
    const box = await screen.findByRole('checkbox', { name: /offers and reminders/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await findToast('You will get offers and cart reminders.')).toBeInTheDocument();
    expect(api.callsTo('PUT /update_user')[0]?.body).toEqual({
      username: shopper.username,
      email: shopper.email,
      marketing_opt_in: true,
    });
    expect(await screen.findByText(/You agreed on .*2026\./)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /offers and reminders/ })).toBeChecked();
  });

  it('downloads the data as a JSON file', async () => {
    signIn();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'GET /me/export': { body: { profile: { username: shopper.username } } },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await findToast('Your data has been downloaded')).toBeInTheDocument();
    expect(api.callsTo('GET /me/export')[0]?.authorization).toBe('Bearer test-token');
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('warns what is kept, asks for the password, deletes the account and signs out', async () => {
    signIn();
    const api = fakeApi({
      'GET /current_user': { body: shopper },
      'DELETE /me': { body: { message: 'Your account has been deleted' } },
    });
    const { user, router } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByText(/Kenyan tax law/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(api.callsTo('DELETE /me')).toHaveLength(0);
    await user.type(screen.getByLabelText('Your password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await findToast('Your account has been deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /me')[0]?.body).toEqual({ password: 'secret-pass' });
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a wrong password on its field and keeps the session', async () => {
    signIn();
    fakeApi({
      'GET /current_user': { body: shopper },
      'DELETE /me': {
        status: 400,
        body: { error: 'Current password is incorrect', code: 'WRONG_PASSWORD' },
      },
    });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByLabelText('Your password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem('access_token')).toBe('test-token');
  });
});
