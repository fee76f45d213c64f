import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes } from '../../../../test/fixtures';
import { renderApp, signIn, signInAdmin } from '../../../../test/render-app';

describe('admin logout', () => {
  it('revokes the admin token on the server, forgets it and shows the admin login', async () => {
    signInAdmin();
    const server = fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/promocodes': { body: [] },
      'DELETE /logout': { body: { message: 'Logged out' } },
    });
    const { user, router } = renderApp('/admin/dashboard');

    await user.click(await screen.findByRole('link', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    const logout = server.callsTo('DELETE /logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it("keeps the shopper's session of the same browser", async () => {
    signIn('shopper-token');
    signInAdmin();
    const server = fakeApi({ ...adminSessionRoutes(), 'DELETE /logout': { body: {} } });
    const { router } = renderApp('/admin/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(server.callsTo('DELETE /logout')[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(localStorage.getItem('admin_access_token')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('shopper-token');
  });

  it('still signs out locally when the server cannot be reached, and says so', async () => {
    signInAdmin();
    fakeApi({
      ...adminSessionRoutes(),
      'DELETE /logout': {
        status: 500,
        body: { error: 'Internal server error', code: 'INTERNAL_ERROR' },
      },
    });
    const { router } = renderApp('/admin/logout');

    expect(await screen.findByText('Logout failed: Internal server error')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem('admin_access_token')).toBeNull();
  });
});
