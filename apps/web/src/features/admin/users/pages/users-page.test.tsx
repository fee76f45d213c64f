import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, adminMe, shopper } from '../../../../test/fixtures';
import { findToast, renderAdminPage } from '../../../../test/render-app';

describe('admin users', () => {
  it("shows 'Loading...' then each user with picture or initials, contact details and role", async () => {
    renderAdminPage('/admin/users', {
      'GET /admin/users': {
        body: [admin, { ...shopper, imageUrl: 'https://img.test/w.jpg' }],
      },
    });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });

    const adminRow = within(table).getByRole('row', { name: /admin@mavazi\.test/ });
    expect(within(adminRow).getByRole('img', { name: "admin's avatar" })).toHaveTextContent('AD');
    // Users shows every phone in one format, as Kenyans write it.
    expect(within(adminRow).getByText('0700 000 001')).toBeInTheDocument();
    expect(within(adminRow).getByText('Admin')).toBeInTheDocument();

    const shopperRow = within(table).getByRole('row', { name: /wanjiku@example\.com/ });
    expect(within(shopperRow).getByRole('img', { name: "wanjiku's avatar" })).toHaveAttribute(
      'src',
      'https://img.test/w.jpg',
    );
    expect(within(shopperRow).getByText('User')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the list cannot be read", async () => {
    renderAdminPage('/admin/users', {
      'GET /admin/users': { status: 403, body: { error: 'Admins only', code: 'FORBIDDEN' } },
    });

    expect(await screen.findByText('Error: Admins only')).toBeInTheDocument();
  });

  it('pages through the accounts 50 at a time', async () => {
    const { server, user } = renderAdminPage('/admin/users', {
      'GET /admin/users': { body: [admin], headers: { 'X-Total-Count': '51' } },
    });
    expect(await screen.findByText('1–50 of 51')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–51 of 51')).toBeInTheDocument();
    expect(server.callsTo('GET /admin/users').at(-1)?.url.search).toBe('?limit=50&offset=50');
  });

  it('lets the owner disable a shopper and enable them again', async () => {
    const { server, user } = renderAdminPage('/admin/users', {
      'GET /admin/users': { body: [{ ...shopper, disabled: false }] },
      'PATCH /admin/users/7': { body: { ...shopper, disabled: true } },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('0712 345 678')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Disable wanjiku' }));
    expect(await findToast('wanjiku is disabled')).toBeInTheDocument();
    expect(server.callsTo('PATCH /admin/users/7')[0]).toMatchObject({ body: { disabled: true } });
    expect(
      await within(table).findByRole('button', { name: 'Enable wanjiku' }),
    ).toBeInTheDocument();
  });

  it('shows other roles the list without the disable button', async () => {
    renderAdminPage('/admin/users', {
      'GET /admin/me': { body: adminMe('manager') },
      'GET /admin/users': { body: [{ ...shopper, disabled: false }] },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('wanjiku')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
  });
});
