import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '../../../../test/fake-api';
import { ADMIN_TOKEN, admin, adminSessionRoutes } from '../../../../test/fixtures';
import { renderApp, signIn, signInAdmin } from '../../../../test/render-app';

async function logInAs(user: ReturnType<typeof renderApp>['user'], password = 'mavazi-admin') {
  await user.type(await screen.findByLabelText('Username'), 'admin');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('admin login', () => {
  it('requires username and password before calling the server', async () => {
    const server = fakeApi({});
    const { user } = renderApp('/admin/login');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toHaveLength(0);
  });

  it("shows 'Logging in...' while busy, stores the admin token and opens the dashboard", async () => {
    let answer: (reply: FakeReply) => void = () => {};
    const server = fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/promocodes': { body: [] },
      'POST /admin/login': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    const { user, router } = renderApp('/admin/login');

    await logInAs(user);

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(server.callsTo('POST /admin/login')[0]?.body).toEqual({
      username: 'admin',
      password: 'mavazi-admin',
    });

    answer({ body: { access_token: ADMIN_TOKEN, user: admin } });

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('admin_access_token')).toBe(ADMIN_TOKEN);
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('GET /admin/dashboard')[0]?.authorization).toBe(
        `Bearer ${ADMIN_TOKEN}`,
      ),
    );
  });

  it('keeps a shopper signed in on the same browser signed in', async () => {
    signIn('shopper-token');
    const server = fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/promocodes': { body: [] },
      'POST /admin/login': { body: { access_token: ADMIN_TOKEN, user: admin } },
    });
    const { user } = renderApp('/admin/login');

    await logInAs(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('shopper-token');
    expect(localStorage.getItem('admin_access_token')).toBe(ADMIN_TOKEN);
    // Every admin call carries the admin's token, never the shopper's.
    await waitFor(() => expect(server.callsTo('GET /admin/promocodes')).toHaveLength(1));
    const adminCalls = server.calls.filter((c) => c.path !== '/admin/login');
    expect(adminCalls.map((c) => c.authorization)).toEqual(
      adminCalls.map(() => `Bearer ${ADMIN_TOKEN}`),
    );
  });

  it('shows the server error as a toast', async () => {
    fakeApi({
      'POST /admin/login': {
        status: 401,
        body: { error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    const { user, router } = renderApp('/admin/login');

    await logInAs(user, 'wrong-password');

    expect(
      await screen.findByText('Login failed: Invalid username or password'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it("puts the server's field problems on the fields", async () => {
    fakeApi({
      'POST /admin/login': {
        status: 400,
        body: {
          error: 'Invalid username: Too long',
          code: 'VALIDATION_FAILED',
          details: { username: 'Too long' },
        },
      },
    });
    const { user } = renderApp('/admin/login');

    await logInAs(user);

    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a response without an access token', async () => {
    fakeApi({ 'POST /admin/login': { body: { user: admin } } });
    const { user, router } = renderApp('/admin/login');

    await logInAs(user);

    expect(await screen.findByText('Login failed: No access token received')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_access_token')).toBeNull();
  });

  it('hides the login screen from a signed-in admin', async () => {
    signInAdmin();
    fakeApi({ ...adminSessionRoutes(), 'GET /admin/promocodes': { body: [] } });
    const { router } = renderApp('/admin/login');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });
});
