import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { shopper } from '../../test/fixtures';
import { renderApp, signIn } from '../../test/render-app';

describe('auth session', () => {
  it('signs in from a stored token when the current user has an email', async () => {
    signIn();
    const api = fakeApi({ 'GET /current_user': { body: shopper } });
    renderApp('/wishlist');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(api.callsTo('GET /current_user')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );
  });

  it('makes no current-user call without a token', async () => {
    const api = fakeApi({});
    renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(api.callsTo('GET /current_user')).toHaveLength(0);
  });

  it('clears a token the server refuses, says why and goes to /login', async () => {
    signIn('expired-token');
    fakeApi({ 'GET /current_user': { status: 401, body: { error: 'Invalid or expired token' } } });
    const { router } = renderApp('/wishlist');
    expect(
      await screen.findByText('Fetching current user failed: Invalid or expired token'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the session when the check gets no answer (offline), to try again when back online', async () => {
    signIn();
    fakeApi({});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { router } = renderApp('/wishlist');
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText(/^Fetching current user failed/)).not.toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('test-token');
    expect(router.state.location.pathname).toBe('/wishlist');
    vi.restoreAllMocks();
  });

  it('treats a current-user answer without an email as signed out', async () => {
    signIn();
    fakeApi({ 'GET /current_user': { body: { ...shopper, email: '' } } });
    const { router } = renderApp('/wishlist');
    expect(await screen.findByText(/^Fetching current user failed: /)).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(['/profile', '/my-orders'])('sends guests from %s to /login', async (path) => {
    const api = fakeApi({});
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
