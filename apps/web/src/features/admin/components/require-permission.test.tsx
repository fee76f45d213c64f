import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSessionRoutes, dashboard } from '../../../test/fixtures';
import { fakeApi } from '../../../test/fake-api';
import { renderApp, signInAdmin } from '../../../test/render-app';

describe('admin pages follow the staff role', () => {
  it("shows a packer only the pages of the role, and a refusal on another page's address", async () => {
    signInAdmin();
    const server = fakeApi({
      ...adminSessionRoutes('fulfilment'),
      'GET /admin/dashboard': { body: dashboard() },
    });
    renderApp('/admin/products');

    expect(await screen.findByText(/You do not have access to this page/)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    for (const name of ['Products', 'Delivery', 'Staff', 'Audit'])
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    // The products page never asked for its data.
    expect(server.calls.some((call) => call.path.startsWith('/admin/products'))).toBe(false);
  });

  it('shows the owner every page', async () => {
    signInAdmin();
    fakeApi({ ...adminSessionRoutes('owner'), 'GET /admin/staff': { body: [] } });
    renderApp('/admin/staff');
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Products', 'Orders', 'Delivery', 'Staff', 'Audit', 'Account'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });
});
