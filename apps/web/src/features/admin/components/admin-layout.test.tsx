import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes } from '../test/fixtures';
import { currentPath, renderAdmin } from '../test/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('admin layout', () => {
  it('toggles the sidebar and navigates with it', async () => {
    fakeApi({ ...adminSessionRoutes(), 'GET /admin/users': { body: [] } });
    const { user } = renderAdmin('/admin/dashboard', { token: ADMIN_TOKEN });

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
    expect(currentPath()).toBe('/admin/users');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
