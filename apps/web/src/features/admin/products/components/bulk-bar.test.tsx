import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@mavazi/shared/catalog.schemas';
import { product } from '../../../../test/fixtures';
import { renderAdminPage } from '../../../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

const listed = (id: number, name: string): Product =>
  product({ id, name, category: 'Women', inventory: 5, price: 1000 });

/** The admin list: page 1 holds two of the three products matching, page 2 (limit 100) all three. */
function routes() {
  return {
    'GET /admin/products': {
      body: [listed(1, 'Kitenge dress'), listed(2, 'Kanga skirt')],
      headers: { 'X-Total-Count': '3' },
    },
    'GET /admin/products?limit=100': {
      body: [listed(1, 'Kitenge dress'), listed(2, 'Kanga skirt'), listed(3, 'Kikoi wrap')],
      headers: { 'X-Total-Count': '3' },
    },
    'GET /admin/collections?limit=100': {
      body: [
        {
          id: 7,
          slug: 'sale-kitenge',
          name: 'Kitenge sale',
          description: '',
          product_count: 0,
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        },
      ],
    },
    'POST /admin/products/bulk': { body: { updated: 2 } },
  };
}

async function selectTwo() {
  const view = renderAdminPage('/admin/products', routes());
  const table = await screen.findByRole('table', { name: 'Products' }, { timeout: 10_000 });
  await view.user.click(within(table).getByLabelText('Select Kitenge dress'));
  await view.user.click(within(table).getByLabelText('Select Kanga skirt'));
  const bar = screen.getByRole('region', { name: 'Bulk actions' });
  expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
  return { ...view, bar };
}

describe('admin products bulk bar', () => {
  it('sets a status, scheduled with its Kenyan publish time', async () => {
    const { server, user, bar } = await selectTwo();
    await user.selectOptions(within(bar).getByLabelText('Status'), 'scheduled');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 selected' }));
    expect(within(bar).getByRole('alert')).toHaveTextContent('Choose when the products go on sale');
    expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(0);

    await user.type(
      within(bar).getByLabelText('Goes on sale at (Kenyan time)'),
      '2026-12-01T09:00',
    );
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 selected' }));
    await waitFor(() => expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(1));
    expect(server.callsTo('POST /admin/products/bulk')[0]?.body).toEqual({
      ids: [1, 2],
      action: 'set_status',
      value: 'scheduled',
      publish_at: '2026-12-01T06:00:00.000Z',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('sets a compare-at price or clears it, and changes prices by a percentage', async () => {
    const { server, user, bar } = await selectTwo();
    const action = within(bar).getByLabelText('Action');
    await user.selectOptions(action, 'set_compare_at');
    await user.type(within(bar).getByLabelText(/Compare-at price/), '1500');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 2 selected' }));
    await waitFor(() => expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(1));
    expect(server.callsTo('POST /admin/products/bulk')[0]?.body).toEqual({
      ids: [1, 2],
      action: 'set_compare_at',
      value: 1500,
    });

    const table = screen.getByRole('table', { name: 'Products' });
    await user.click(within(table).getByLabelText('Select Kitenge dress'));
    const again = screen.getByRole('region', { name: 'Bulk actions' });
    await user.selectOptions(within(again).getByLabelText('Action'), 'set_compare_at');
    await user.click(within(again).getByLabelText('Clear it (not on sale)'));
    expect(within(again).getByLabelText(/Compare-at price/)).toBeDisabled();
    await user.click(within(again).getByRole('button', { name: 'Apply to 1 selected' }));
    await waitFor(() => expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(2));
    expect(server.callsTo('POST /admin/products/bulk')[1]?.body).toEqual({
      ids: [1],
      action: 'set_compare_at',
      value: null,
    });

    await user.click(within(table).getByLabelText('Select Kanga skirt'));
    const third = screen.getByRole('region', { name: 'Bulk actions' });
    await user.selectOptions(within(third).getByLabelText('Action'), 'set_price_percent');
    await user.type(within(third).getByLabelText(/Change prices by %/), '-20');
    await user.click(within(third).getByRole('button', { name: 'Apply to 1 selected' }));
    await waitFor(() => expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(3));
    expect(server.callsTo('POST /admin/products/bulk')[2]?.body).toEqual({
      ids: [2],
      action: 'set_price_percent',
      value: -20,
    });
  });

  it('selects all products matching the filter across pages and adds them to a chosen collection', async () => {
    const { server, user, bar } = await selectTwo();
    await user.click(within(bar).getByRole('button', { name: 'Select all 3 matching' }));
    expect(await within(bar).findByText('3 selected')).toBeInTheDocument();
    await user.selectOptions(within(bar).getByLabelText('Action'), 'add_to_collection');
    const collection = within(bar).getByLabelText('Collection');
    await within(collection).findByRole('option', { name: 'Kitenge sale' });
    await user.click(within(bar).getByRole('button', { name: 'Apply to 3 selected' }));
    expect(within(bar).getByRole('alert')).toHaveTextContent('Choose a collection');
    await user.selectOptions(collection, 'sale-kitenge');
    await user.click(within(bar).getByRole('button', { name: 'Apply to 3 selected' }));
    await waitFor(() => expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(1));
    expect(server.callsTo('POST /admin/products/bulk')[0]?.body).toEqual({
      ids: [1, 2, 3],
      action: 'add_to_collection',
      value: 'sale-kitenge',
    });
  });

  it('deletes only after confirmation', async () => {
    const { server, user, bar } = await selectTwo();
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await user.selectOptions(within(bar).getByLabelText('Action'), 'delete');
    await user.click(within(bar).getByRole('button', { name: 'Delete 2 selected' }));
    expect(confirm).toHaveBeenCalledWith('Delete 2 products? Shoppers will no longer see them.');
    expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(0);
    await user.click(within(bar).getByRole('button', { name: 'Delete 2 selected' }));
    await waitFor(() => expect(server.callsTo('POST /admin/products/bulk')).toHaveLength(1));
    expect(server.callsTo('POST /admin/products/bulk')[0]?.body).toEqual({
      ids: [1, 2],
      action: 'delete',
    });
  });
});
