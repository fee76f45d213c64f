import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes, shopperUser } from '../test/fixtures';
import { currentPath, renderAdmin } from '../test/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('admin guard', () => {
  it('sends a visitor without a token to /admin/login without asking the server', async () => {
    const server = fakeApi({});
    renderAdmin('/admin/products');

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(server.requests).toHaveLength(0);
  });

  it('sends a signed-in shopper (not an admin) to /admin/login and loads no admin data', async () => {
    const server = fakeApi({ 'GET /current_user': { body: shopperUser } });
    renderAdmin('/admin/orders', { token: 'shopper-token' });

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(
      screen.getByText(/signed in as wanjiru, which is not an administrator account/i),
    ).toBeInTheDocument();
    expect(server.requests.map((r) => r.path)).toEqual(['/current_user']);
    // The shopper keeps their own session.
    expect(localStorage.getItem('access_token')).toBe('shopper-token');
  });

  it('shows the current-user failure, forgets a rejected token and goes to /admin/login', async () => {
    fakeApi({ 'GET /current_user': { status: 401, body: { error: 'Invalid or expired token' } } });
    renderAdmin('/admin/dashboard', { token: 'stale-token' });

    expect(
      await screen.findByText('Failed to fetch user: Invalid or expired token'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('lets an admin in: /admin opens the dashboard with the totals, loaded with the bearer token', async () => {
    const server = fakeApi({ ...adminSessionRoutes(), 'GET /admin/promocodes': { body: [] } });
    renderAdmin('/admin', { token: ADMIN_TOKEN });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    const cards = await screen.findByRole('link', { name: 'Total products: 12' });
    expect(within(cards).getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total orders: 5' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Total users: 9' })).toBeInTheDocument();
    expect(server.requestsTo('GET', '/admin/dashboard')[0]?.authorization).toBe(
      `Bearer ${ADMIN_TOKEN}`,
    );
  });
});
