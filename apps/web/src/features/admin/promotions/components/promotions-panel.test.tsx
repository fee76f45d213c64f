import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promo } from '@mavazi/shared/promotions.schemas';
import { ADMIN_TOKEN, promo } from '../../../../test/fixtures';
import { renderAdminPage } from '../../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

function makePromo(overrides: Partial<Promo> = {}): Promo {
  return promo({
    id: 7,
    code: 'SUMMER10',
    discount_percentage: 15,
    start_date: '2026-06-01',
    end_date: '2999-08-31',
    usage_limit: 100,
    times_used: 3,
    ...overrides,
  });
}

async function fillNewPromo(user: UserEvent, values: { code: string; start: string; end: string }) {
  await user.type(await screen.findByLabelText('Code'), values.code);
  await user.type(screen.getByLabelText('Start date'), values.start);
  await user.type(screen.getByLabelText('End date'), values.end);
}

describe('promotions on the dashboard', () => {
  it('lists promotions with usage limit, times used and status', async () => {
    renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': {
        body: [
          makePromo(),
          makePromo({
            id: 8,
            code: 'FOREVER',
            usage_limit: null,
            per_customer_limit: 1,
            times_used: 12,
            is_active: false,
          }),
        ],
      },
    });

    const table = await screen.findByRole('table', { name: 'Promotions' });
    const forever = within(table).getByRole('row', { name: /FOREVER/ });
    expect(within(forever).getByText('Unlimited')).toBeInTheDocument();
    expect(within(forever).getByText('1')).toBeInTheDocument();
    expect(within(forever).getByText('12')).toBeInTheDocument();
    expect(within(forever).getByText('Inactive')).toBeInTheDocument();
    const summer = within(table).getByRole('row', { name: /SUMMER10/ });
    expect(within(summer).getByText('15%')).toBeInTheDocument();
    expect(within(summer).getByText('2026-06-01')).toBeInTheDocument();
    expect(within(summer).getByText('100')).toBeInTheDocument();
    expect(within(summer).getByText('Active')).toBeInTheDocument();
  });

  it('shows a code past its end as Expired, whatever its switch says', async () => {
    renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': {
        body: [makePromo({ code: 'OLD5', start_date: '2020-01-01', end_date: '2020-01-31' })],
      },
    });
    const row = await screen.findByRole('row', { name: /OLD5/ });
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).queryByText('Active')).not.toBeInTheDocument();
  });

  it('creates with the default discount 10, unlimited usage and is_active from the status select', async () => {
    let promos = [makePromo()];
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': () => ({ body: promos }),
      'POST /admin/promocodes': () => {
        promos = [
          ...promos,
          makePromo({ id: 9, code: 'RAINY5', discount_percentage: 10, is_active: false }),
        ];
        return { status: 201, body: promos[1] };
      },
    });
    expect(await screen.findByText('SUMMER10')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount percentage')).toHaveValue(10);

    await fillNewPromo(user, { code: 'RAINY5', start: '2026-04-01', end: '2026-04-30' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Create promo' }));

    expect(await screen.findByText('Promo created successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST /admin/promocodes')[0]).toMatchObject({
      authorization: `Bearer ${ADMIN_TOKEN}`,
      body: {
        code: 'RAINY5',
        discount_percentage: 10,
        start_date: '2026-04-01',
        end_date: '2026-04-30',
        usage_limit: null,
        is_active: false,
      },
    });
    // The list is read again and the form starts over.
    expect(await screen.findByText('RAINY5')).toBeInTheDocument();
    expect(server.callsTo('GET /admin/promocodes')).toHaveLength(2);
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('true');
  });

  it('edits a chosen promo: pre-filled, sent with PUT, then back to create mode', async () => {
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [makePromo()] },
      'PUT /admin/promocodes/7': { body: makePromo({ discount_percentage: 20, is_active: false }) },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit SUMMER10' }));

    expect(screen.getByRole('heading', { name: 'Edit promotion SUMMER10' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('SUMMER10');
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(screen.getByLabelText('Discount percentage')).toHaveValue(15);
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-06-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2999-08-31');
    expect(screen.getByLabelText('Usage limit')).toHaveValue(100);
    expect(screen.getByLabelText('Status')).toHaveValue('true');

    await user.clear(screen.getByLabelText('Discount percentage'));
    await user.type(screen.getByLabelText('Discount percentage'), '20');
    await user.clear(screen.getByLabelText('Usage limit'));
    expect(screen.getByLabelText('Limit per customer')).toHaveValue(null);
    await user.type(screen.getByLabelText('Limit per customer'), '2');
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Update promo' }));

    expect(await screen.findByText('Promo updated successfully!')).toBeInTheDocument();
    expect(server.callsTo('PUT /admin/promocodes/7')[0]?.body).toEqual({
      code: 'SUMMER10',
      discount_percentage: 20,
      start_date: '2026-06-01',
      end_date: '2999-08-31',
      usage_limit: null,
      per_customer_limit: 2,
      is_active: false,
    });
    expect(server.callsTo('POST /admin/promocodes')).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Create promotion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
  });

  it('Cancel edit returns to an empty create form', async () => {
    const { user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [makePromo()] },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit SUMMER10' }));
    await user.click(screen.getByRole('button', { name: 'Cancel edit' }));

    expect(screen.getByRole('heading', { name: 'Create promotion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create promo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel edit' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('');
    expect(screen.getByLabelText('Discount percentage')).toHaveValue(10);
  });

  it('blocks an end date before the start date', async () => {
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [] },
    });
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();

    await fillNewPromo(user, { code: 'BACKWARDS', start: '2026-05-10', end: '2026-05-01' });
    await user.click(screen.getByRole('button', { name: 'Create promo' }));

    expect(await screen.findByText('End date must not be before start date')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /admin/promocodes')).toHaveLength(0);
  });

  it.each([
    ['0', 'Discount must be greater than 0'],
    ['101', 'Discount must be at most 100'],
  ])('blocks a discount of %s', async (discount, message) => {
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [] },
    });

    await fillNewPromo(user, { code: 'BOUNDS', start: '2026-05-01', end: '2026-05-31' });
    await user.clear(screen.getByLabelText('Discount percentage'));
    await user.type(screen.getByLabelText('Discount percentage'), discount);
    await user.click(screen.getByRole('button', { name: 'Create promo' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(server.callsTo('POST /admin/promocodes')).toHaveLength(0);
  });

  it('requires code and dates', async () => {
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [] },
    });

    await user.click(await screen.findByRole('button', { name: 'Create promo' }));

    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    expect(screen.getByText('Start date is required')).toBeInTheDocument();
    expect(screen.getByText('End date is required')).toBeInTheDocument();
    expect(server.calls.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('shows the server message when creating fails and keeps the input', async () => {
    const { user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [] },
      'POST /admin/promocodes': { status: 409, body: { error: 'Promotion code already exists' } },
    });

    await fillNewPromo(user, { code: 'SUMMER10', start: '2026-06-01', end: '2026-06-30' });
    await user.click(screen.getByRole('button', { name: 'Create promo' }));

    expect(
      await screen.findByText('Error creating promo: Promotion code already exists'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Code')).toHaveValue('SUMMER10');
  });

  it('shows the server message when updating fails', async () => {
    const { user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [makePromo()] },
      'PUT /admin/promocodes/7': {
        status: 400,
        body: { error: 'Invalid code', details: { code: 'Code taken' } },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit SUMMER10' }));
    await user.click(screen.getByRole('button', { name: 'Update promo' }));

    expect(await screen.findByText('Error updating promo: Invalid code')).toBeInTheDocument();
    expect(screen.getByText('Code taken')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit promotion SUMMER10' })).toBeInTheDocument();
  });

  it('deletes after confirmation and reads the list again', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let promos = [makePromo()];
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': () => ({ body: promos }),
      'DELETE /admin/promocodes/7': () => {
        promos = [];
        return { body: { message: 'Promotion deleted' } };
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete SUMMER10' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this promo?');
    expect(await screen.findByText('Promo deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No promotions yet')).toBeInTheDocument();
    expect(server.callsTo('DELETE /admin/promocodes/7')).toHaveLength(1);
  });

  it('does nothing when the deletion is not confirmed, and reports a failed deletion', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { server, user } = renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { body: [makePromo()] },
      'DELETE /admin/promocodes/7': { status: 404, body: { error: 'Promotion not found' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete SUMMER10' }));
    expect(server.callsTo('DELETE /admin/promocodes/7')).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete SUMMER10' }));
    expect(
      await screen.findByText('Error deleting promo: Promotion not found'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete SUMMER10' })).toBeEnabled(),
    );
  });

  it('shows a failed list read', async () => {
    renderAdminPage('/admin/dashboard', {
      'GET /admin/promocodes': { status: 403, body: { error: 'Admins only' } },
    });
    expect(await screen.findByText('Error loading promotions: Admins only')).toBeInTheDocument();
  });
});
