import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDeliveryOption } from '@mavazi/shared/delivery.schemas';
import { deliveryOption } from '../../../../test/fixtures';
import { findToast, renderAdminPage } from '../../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

function option(overrides: Partial<AdminDeliveryOption> = {}): AdminDeliveryOption {
  return { ...deliveryOption(), is_active: true, ...overrides };
}

const nairobi = option();
const courier = option({
  id: 3,
  name: 'Courier across Kenya',
  counties: [],
  fee: 600,
  free_over: null,
  eta_min_days: 3,
  eta_max_days: 5,
  is_active: false,
});

describe('admin delivery options', () => {
  it('is in the sidebar and lists each option with its counties, fee, free-from, days and state', async () => {
    const { user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/delivery-options': { body: [nairobi, courier] },
    });
    const sidebar = await screen.findByRole('navigation', { name: 'Admin' });
    await user.click(within(sidebar).getByRole('link', { name: 'Delivery' }));

    const table = await screen.findByRole('table', { name: 'Delivery options' });
    const town = within(table).getByRole('row', { name: /Door delivery in Nairobi/ });
    expect(town).toHaveTextContent('Door delivery');
    expect(town).toHaveTextContent('Nairobi');
    expect(town).toHaveTextContent('KSh 250');
    expect(town).toHaveTextContent('KSh 5,000');
    expect(town).toHaveTextContent('1–2 days');
    expect(within(town).getByText('Active')).toBeInTheDocument();
    const far = within(table).getByRole('row', { name: /Courier across Kenya/ });
    expect(far).toHaveTextContent('Every county');
    expect(within(far).getByText('Inactive')).toBeInTheDocument();
    expect(
      within(far).getByRole('button', { name: 'Activate Courier across Kenya' }),
    ).toBeVisible();
  });

  it('adds an option for the ticked counties, then reads the list again and starts over', async () => {
    let options = [nairobi];
    const { server, user } = renderAdminPage('/admin/delivery', {
      'GET /admin/delivery-options': () => ({ body: options }),
      'POST /admin/delivery-options': () => {
        const added = option({ id: 9, name: 'Boda boda in Kisumu', counties: ['Kisumu'] });
        options = [...options, added];
        return { status: 201, body: added };
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Boda boda in Kisumu');
    const counties = screen.getByRole('group', { name: 'Counties served' });
    await user.click(within(counties).getByRole('checkbox', { name: 'Nakuru' }));
    await user.click(within(counties).getByRole('checkbox', { name: 'Kisumu' }));
    await user.type(screen.getByLabelText('Fee (KES)'), '150');
    await user.clear(screen.getByLabelText('Fastest (days)'));
    await user.type(screen.getByLabelText('Fastest (days)'), '0');
    await user.clear(screen.getByLabelText('Slowest (days)'));
    await user.type(screen.getByLabelText('Slowest (days)'), '1');
    await user.click(screen.getByRole('button', { name: 'Add option' }));

    expect(await findToast('Delivery option added')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/delivery-options')[0]?.body).toEqual({
      name: 'Boda boda in Kisumu',
      kind: 'door',
      counties: ['Kisumu', 'Nakuru'],
      fee: 150,
      free_over: null,
      eta_min_days: 0,
      eta_max_days: 1,
      is_active: true,
    });
    expect(await screen.findByRole('row', { name: /Boda boda in Kisumu/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('checks the form before any call: counties, days and fee', async () => {
    const { server, user } = renderAdminPage('/admin/delivery', {
      'GET /admin/delivery-options': { body: [] },
    });
    expect(await screen.findByText(/No delivery options yet/)).toBeInTheDocument();
    // An empty form shows every problem at once.
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Fee is required (0 for free)')).toBeInTheDocument();
    expect(
      screen.getByText('Choose the counties this option serves, or every county'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Fee (KES)'), '-5');
    await user.clear(screen.getByLabelText('Fastest (days)'));
    await user.type(screen.getByLabelText('Fastest (days)'), '4');
    await user.click(screen.getByRole('button', { name: 'Add option' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Choose the counties this option serves, or every county'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fee must be 0 or more')).toBeInTheDocument();
    expect(
      screen.getByText('Slowest delivery must not be fewer days than fastest delivery'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Slowest (days)')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /admin/delivery-options')).toHaveLength(0);

    // "Every county" stands for all 47, so no county needs ticking.
    await user.click(screen.getByRole('checkbox', { name: 'Every county in Kenya' }));
    expect(screen.queryByRole('checkbox', { name: 'Nairobi' })).not.toBeInTheDocument();
  });

  it("shows the server's problems on the fields they concern", async () => {
    const { user } = renderAdminPage('/admin/delivery', {
      'GET /admin/delivery-options': { body: [] },
      'POST /admin/delivery-options': {
        status: 400,
        body: {
          error: 'Invalid name: Name must be at most 80 characters',
          code: 'VALIDATION_FAILED',
          details: {
            name: 'Name must be at most 80 characters',
            'counties.0': 'Choose one of Kenya’s 47 counties',
          },
        },
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Express');
    await user.click(screen.getByRole('checkbox', { name: 'Every county in Kenya' }));
    await user.type(screen.getByLabelText('Fee (KES)'), '300');
    await user.click(screen.getByRole('button', { name: 'Add option' }));

    expect(await screen.findByText('Name must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose one of Kenya’s 47 counties')).toBeInTheDocument();
    expect(await findToast(/^Error saving the delivery option: Invalid name/)).toBeInTheDocument();
  });

  it('edits, deactivates and deletes an option', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { server, user } = renderAdminPage('/admin/delivery', {
      'GET /admin/delivery-options': { body: [nairobi, courier] },
      'PUT /admin/delivery-options/1': { body: option({ is_active: false }) },
      'PUT /admin/delivery-options/3': { body: courier },
      'DELETE /admin/delivery-options/3': {
        body: { message: 'Delivery option deleted successfully' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Courier across Kenya' }));
    expect(screen.getByRole('heading', { name: 'Edit Courier across Kenya' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Every county in Kenya' })).toBeChecked();
    expect(screen.getByLabelText('Free from (KES, optional)')).toHaveValue(null);
    await user.clear(screen.getByLabelText('Fee (KES)'));
    await user.type(screen.getByLabelText('Fee (KES)'), '650');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast('Delivery option updated')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/delivery-options/3')[0]?.body).toEqual({
      name: 'Courier across Kenya',
      kind: 'door',
      counties: [],
      fee: 650,
      free_over: null,
      eta_min_days: 3,
      eta_max_days: 5,
      is_active: false,
    });

    await user.click(screen.getByRole('button', { name: 'Deactivate Door delivery in Nairobi' }));
    expect(await findToast('Delivery option deactivated')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/delivery-options/1')[0]?.body).toMatchObject({
      name: 'Door delivery in Nairobi',
      counties: ['Nairobi'],
      fee: 250,
      free_over: 5000,
      is_active: false,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Courier across Kenya' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'Are you sure you want to delete this delivery option?',
    );
    expect(await findToast('Delivery option deleted')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('DELETE /admin/delivery-options/3')).toHaveLength(1));
  });
});
