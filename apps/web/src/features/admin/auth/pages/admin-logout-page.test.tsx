import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes } from '../../test/fixtures';
import { currentPath, renderAdmin } from '../../test/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('admin logout', () => {
  it('revokes the token on the server, forgets it and shows the admin login', async () => {
    const server = fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/promocodes': { body: [] },
      'DELETE /logout': { body: { message: 'Logged out' } },
    });
    const { user } = renderAdmin('/admin/dashboard', { token: ADMIN_TOKEN });

    await user.click(await screen.findByRole('link', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/login');
    expect(localStorage.getItem('access_token')).toBeNull();
    const logout = server.requestsTo('DELETE', '/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0]?.authorization).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('still signs out locally when the server cannot be reached, and says so', async () => {
    fakeApi({
      ...adminSessionRoutes(),
      'DELETE /logout': { status: 500, body: { error: 'Internal server error' } },
    });
    renderAdmin('/admin/logout', { token: ADMIN_TOKEN });

    expect(await screen.findByText('Logout failed: Internal server error')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
