import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes, shopper } from '../../../test/fixtures';
import { renderApp, signIn, signInAdmin } from '../../../test/render-app';

describe('admin guard', () => {
  it('sends a visitor without a token to /admin/login without asking the server', async () => {
    const server = fakeApi({});
    const { router } = renderApp('/admin/products');

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(server.calls).toHaveLength(0);
  });

  it("never uses a signed-in shopper's token in the admin area, and leaves that session alone", async () => {
    signIn('shopper-token');
    const server = fakeApi({ 'GET /current_user': { body: shopper } });
    const { router } = renderApp('/admin/orders');

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(server.calls).toHaveLength(0);
    expect(localStorage.getItem('access_token')).toBe('shopper-token');
  });

  it('sends an admin session whose account is no admin to /admin/login and loads no admin data', async () => {
    signInAdmin('demoted-token');
    const server = fakeApi({ 'GET /current_user': { body: shopper } });
    const { router } = renderApp('/admin/orders');

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(
      screen.getByText(/signed in as wanjiku, which is not an administrator account/i),
    ).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).toEqual(['/current_user']);
  });

  it('shows the current-user failure, forgets the rejected admin token and goes to /admin/login', async () => {
    signIn('shopper-token');
    signInAdmin('stale-token');
    fakeApi({
      'GET /current_user': {
        status: 401,
        body: { error: 'Invalid or expired token', code: 'INVALID_TOKEN' },
      },
    });
    const { router } = renderApp('/admin/dashboard');

    expect(
      await screen.findByText('Failed to fetch user: Invalid or expired token'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    await waitFor(() => expect(localStorage.getItem('admin_access_token')).toBeNull());
    expect(localStorage.getItem('access_token')).toBe('shopper-token');
  });

  it('lets an admin in: /admin opens the dashboard with the totals, loaded with the bearer token', async () => {
    signInAdmin();
    const server = fakeApi({ ...adminSessionRoutes(), 'GET /admin/promocodes': { body: [] } });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    const cards = await screen.findByRole('link', { name: 'Total products: 12' });
    expect(within(cards).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total orders: 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total users: 9' })).toBeInTheDocument();
    expect(server.callsTo('GET /admin/dashboard')[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });
});
