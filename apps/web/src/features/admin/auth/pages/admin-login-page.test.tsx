import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply } from '../../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes, adminUser } from '../../test/fixtures';
import { currentPath, renderAdmin } from '../../test/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('admin login', () => {
  it('requires username and password before calling the server', async () => {
    const server = fakeApi({});
    const { user } = renderAdmin('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests).toHaveLength(0);
  });

  it("shows 'Logging in...' while busy, stores the token and opens the dashboard", async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const server = fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/promocodes': { body: [] },
      'POST /admin/login': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    const { user } = renderAdmin('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'mavazi-admin');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(server.requestsTo('POST', '/admin/login')[0]?.body).toEqual({
      username: 'admin',
      password: 'mavazi-admin',
    });

    answer({ body: { access_token: ADMIN_TOKEN, user: adminUser } });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(localStorage.getItem('access_token')).toBe(ADMIN_TOKEN);
    await waitFor(() =>
      expect(server.requestsTo('GET', '/admin/dashboard')[0]?.authorization).toBe(
        `Bearer ${ADMIN_TOKEN}`,
      ),
    );
  });

  it('shows the server error as a toast', async () => {
    fakeApi({
      'POST /admin/login': { status: 401, body: { error: 'Invalid username or password' } },
    });
    const { user } = renderAdmin('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Login failed: Invalid username or password'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('reports a response without an access token', async () => {
    fakeApi({ 'POST /admin/login': { body: { user: adminUser } } });
    const { user } = renderAdmin('/admin/login');

    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'mavazi-admin');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Login failed: No access token received')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('hides the login screen from a signed-in admin', async () => {
    fakeApi({ ...adminSessionRoutes(), 'GET /admin/promocodes': { body: [] } });
    renderAdmin('/admin/login', { token: ADMIN_TOKEN });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });
});
