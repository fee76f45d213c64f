import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { adminSessionRoutes } from '../../../test/fixtures';
import { renderApp, signInAdmin } from '../../../test/render-app';

describe('admin layout', () => {
  it('toggles the sidebar and navigates with it', async () => {
    fakeApi({ ...adminSessionRoutes(), 'GET /admin/users': { body: [] } });
    signInAdmin();
    const { user, router } = renderApp('/admin/dashboard');

    const toggle = await screen.findByRole('button', { name: 'Toggle sidebar' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of ['Home', 'Products', 'Users', 'Orders', 'Support', 'Logout']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toBeVisible();

    await user.click(toggle);
    expect(nav).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
