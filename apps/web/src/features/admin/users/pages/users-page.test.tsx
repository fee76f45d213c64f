import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { ADMIN_TOKEN, adminSessionRoutes, adminUser, shopperUser } from '../../test/fixtures';
import { renderAdmin } from '../../test/render-admin';

afterEach(() => vi.unstubAllGlobals());

describe('admin users', () => {
  it("shows 'Loading...' then each user with picture or initials, contact details and role", async () => {
    fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/users': {
        body: [adminUser, { ...shopperUser, imageUrl: 'https://img.test/w.jpg' }],
      },
    });
    renderAdmin('/admin/users', { token: ADMIN_TOKEN });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });

    const admin = within(table).getByRole('row', { name: /admin@mavazi\.test/ });
    expect(within(admin).getByRole('img', { name: "admin's initials" })).toHaveTextContent('AD');
    expect(within(admin).getByText('+254700000001')).toBeInTheDocument();
    expect(within(admin).getByText('Admin')).toBeInTheDocument();

    const shopper = within(table).getByRole('row', { name: /wanjiru@mavazi\.test/ });
    expect(within(shopper).getByRole('img', { name: "wanjiru's avatar" })).toHaveAttribute(
      'src',
      'https://img.test/w.jpg',
    );
    expect(within(shopper).getByText('User')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the list cannot be read", async () => {
    fakeApi({
      ...adminSessionRoutes(),
      'GET /admin/users': { status: 403, body: { error: 'Admins only' } },
    });
    renderAdmin('/admin/users', { token: ADMIN_TOKEN });

    expect(await screen.findByText('Error: Admins only')).toBeInTheDocument();
  });
});
